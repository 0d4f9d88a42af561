# axtutor — the two commands a new machine needs: `make run` and `make test`.
SWIFT ?= swift
PREFIX ?= /usr/local
BIN = .build/debug/axtutor

.PHONY: run test build setup release bench bench-room fuzz install clean

setup:
	@scripts/setup.sh

build: setup
	$(SWIFT) build

## Sets up, builds, and starts the tutor.
run: build
	$(BIN) learn $(ARGS)

## Sets up, builds, and runs every test (`swift test` builds the tools too, once).
test: setup
	SWIFT=$(SWIFT) scripts/test.sh
	$(BIN) speak Examples/dark-theme.yaml > /dev/null
	$(BIN) verify

release: setup
	$(SWIFT) build -c release

## Prints the performance figures quoted in the README (release build).
bench: release
	scripts/bench.sh

## Optional: 200 learners checking against a loopback room for 5 minutes (ARGS="--seconds 60" to shorten).
bench-room: release
	scripts/room-load.sh $(ARGS)

## Runs the fuzzers for a bounded time (FUZZ_SECONDS, default 60 each).
fuzz: setup
	$(SWIFT) package resolve
	scripts/fuzz.sh

install: release
	install -d $(PREFIX)/bin $(PREFIX)/share/axtutor
	install .build/release/axtutor $(PREFIX)/bin/axtutor
	install .build/release/axtutor-room $(PREFIX)/bin/axtutor-room
	rm -rf $(PREFIX)/share/axtutor/Lessons $(PREFIX)/share/axtutor/Exercises
	cp -R course.yaml Lessons Exercises $(PREFIX)/share/axtutor/

clean:
	rm -rf .build
