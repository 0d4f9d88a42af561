import Foundation

/// The facilitator's page as one complete, accessible HTML document: real headings, a table
/// with header cells, status in words, a polite live region, and forms to pace the lessons and
/// run the room. Pure: the same status always gives the same text. The token is in none of it:
/// the page, its forms, its downloads and its event stream go by the facilitator's cookie.
public enum FacilitatorPage {
    /// The page for `status`; `learnerURL` is the address learners join with, when the request
    /// told the server's name. A room that ended keeps its results and its downloads, and can be
    /// extended; it has no live part.
    public static func render(_ status: RoomStatus, learnerURL: String? = nil) -> String {
        let code = HTMLText.escape(status.code)
        let joinURL = HTMLText.escape(learnerURL ?? "URL/\(status.code)")
        let intro = status.ended
            ? "<p id=\"ended\">This room ended at \(HTMLText.escape(endTime(status))): learners can no longer join or "
                + "send results. Its results stay here to download.</p>"
            : "<p>Learners join with <code>axtutor --room \(joinURL) --name NAME</code>. This page updates by itself.</p>"
        return """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <meta name="referrer" content="no-referrer">
            <title>Room \(code): \(HTMLText.escape(status.courseTitle)) (axtutor)</title>
            \(status.ended ? "" : "<noscript><meta http-equiv=\"refresh\" content=\"10\"></noscript>")
            <style>
            \(style)
            </style>
            </head>
            <body>
            <p id="announcer" class="visually-hidden" role="status" aria-live="polite" aria-atomic="true"></p>
            <main>
            <h1>Room \(code): \(HTMLText.escape(status.courseTitle))</h1>
            \(intro)
            <div id="live-content">
            \(liveContent(status))
            </div>
            \(status.ended ? "" : paceSection(status))
            \(roomSection(status))
            \(status.ended ? "" : learnersSection(status))
            \(exportSection(code: status.code))
            </main>
            <script>
            \(status.ended ? reopenScript : script(code: status.code))
            </script>
            </body>
            </html>

            """
    }

    /// The page's address without a way in (no cookie, or a wrong token): how to get in, in words.
    public static func signIn(code: String, message: String) -> String {
        let code = HTMLText.escape(code)
        return shortPage(title: "Room \(code): facilitator's page", heading: "Room \(code): the facilitator's page", body: """
            <p>\(HTMLText.escape(sentence(message)))</p>
            <p>Open the page with the address <code>axtutor room serve</code> printed, which ends with
            <code>?token=</code> and the facilitator token; this browser then keeps the token and
            the plain address works. Without the token, <code>axtutor room status</code> shows the room
            in a terminal to whoever has it.</p>
            """)
    }

    /// A refused form: the reason in words and the way back.
    public static func refusal(_ message: String, code: String) -> String {
        let code = HTMLText.escape(code)
        return shortPage(title: "Not done: room \(code)", heading: "Not done", body: """
            <p>\(HTMLText.escape(sentence(message)))</p>
            <p><a href="/rooms/\(code)">Back to room \(code)</a></p>
            """)
    }

    /// A page of a heading and a few paragraphs (`body`, HTML already escaped), in the page's style.
    private static func shortPage(title: String, heading: String, body: String) -> String {
        """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <title>\(title) (axtutor)</title>
        <style>
        \(style)
        </style>
        </head>
        <body>
        <main>
        <h1>\(heading)</h1>
        \(body)
        </main>
        </body>
        </html>

        """
    }

    /// A message as a sentence: a capital first, a full stop last unless it ends in a question.
    static func sentence(_ message: String) -> String {
        let capital = message.prefix(1).uppercased() + message.dropFirst()
        return capital.hasSuffix("?") || capital.hasSuffix(".") ? capital : capital + "."
    }

    /// "2026-11-27 21:00 UTC" for the status's end.
    static func endTime(_ status: RoomStatus) -> String {
        ISO8601DateFormatter().date(from: status.expires).map(StatusWords.time) ?? status.expires
    }

    /// When the room ends, whether new learners may join, and the forms that change both.
    static func roomSection(_ status: RoomStatus) -> String {
        var html = "<h2>The room</h2>\n"
        let extend = """
            <label for="hours">Hours to \(status.ended ? "reopen it for" : "extend it by")</label>
            <input id="hours" name="hours" type="number" min="0.25" max="720" step="0.25" value="1">
            <button type="submit">\(status.ended ? "Reopen the room" : "Extend the room")</button>

            """
        html += form(status.code, action: "extend", extend)
        guard !status.ended else { return html }
        html += "<p id=\"room-state\">Open until \(HTMLText.escape(endTime(status))). "
            + (status.joinsOpen ? "New learners can join." : "Closed to new learners: those in it go on.") + "</p>\n"
        html += form(status.code, action: "joins", """
            <input type="hidden" name="open" value="\(!status.joinsOpen)">
            <button type="submit">\(status.joinsOpen ? "Close to new learners" : "Open to new learners again")</button>

            """)
        html += form(status.code, action: "end", "<button type=\"submit\">End the room now</button>\n")
        return html
    }

    /// Removing a learner, and letting one who lost their progress rejoin under their name.
    static func learnersSection(_ status: RoomStatus) -> String {
        guard !status.learners.isEmpty else { return "" }
        var html = "<h2>Learners</h2>\n<datalist id=\"learner-names\">\n"
        for learner in status.learners {
            html += "<option value=\"\(HTMLText.escape(learner.name))\"></option>\n"
        }
        html += "</datalist>\n"
        html += form(status.code, action: "remove", """
            <label for="remove-name">Learner to remove (their results leave the room's view)</label>
            <input id="remove-name" name="name" list="learner-names" required maxlength="40">
            <button type="submit">Remove learner</button>

            """)
        html += form(status.code, action: "rejoin", """
            <label for="rejoin-name">Learner who lost their progress</label>
            <input id="rejoin-name" name="name" list="learner-names" required maxlength="40">
            <button type="submit">Let them rejoin under their name</button>

            """)
        html += "<p>A learner let back in joins again with the same name within 15 minutes; what they sent "
            + "before stays theirs.</p>\n"
        let waiting = status.learners.compactMap { learner in
            learner.rejoinUntil.flatMap { ISO8601DateFormatter().date(from: $0) }.map { (learner.name, $0) }
        }
        if !waiting.isEmpty {
            html += "<ul id=\"rejoin-list\">\n" + waiting.map { name, until in
                "<li>\(HTMLText.escape(name)) may rejoin until \(StatusWords.time(until)).</li>\n"
            }.joined() + "</ul>\n"
        }
        return html
    }

    /// A form that posts to `/rooms/CODE/ACTION` with the facilitator's cookie.
    private static func form(_ code: String, action: String, _ fields: String) -> String {
        "<form method=\"post\" action=\"/rooms/\(HTMLText.escape(code))/\(action)\">\n\(fields)</form>\n"
    }

    /// Links to the room's results as files: they download with the facilitator's cookie.
    static func exportSection(code: String) -> String {
        let path = "/api/rooms/" + HTMLText.percentEncode(code) + "/export"
        return """
            <h2>Results to take home</h2>
            <p>Download every learner's results: <a href="\(HTMLText.escape(path))?format=csv" download>CSV \
            (for a spreadsheet)</a> or <a href="\(HTMLText.escape(path))?format=json" download>JSON</a>.</p>
            """
    }

    /// The part of the page that the script replaces when the room changes: the summary, who
    /// needs help, the grid and the hardest exercises.
    static func liveContent(_ status: RoomStatus) -> String {
        let stuck = status.learners.filter { $0.stuck != nil }
        var html = "<p id=\"summary\">\(HTMLText.escape(summary(status)))</p>\n"
        html += "<h2 id=\"help-heading\">Learners who may need help</h2>\n"
        if stuck.isEmpty {
            html += "<p>Nobody is stuck.</p>\n"
        } else {
            html += "<ul id=\"stuck-list\" aria-labelledby=\"help-heading\">\n"
            for learner in stuck {
                html += "<li>\(HTMLText.escape(StatusWords.learner(learner, in: status)))</li>\n"
            }
            html += "</ul>\n"
        }
        html += "<h2>Progress by exercise</h2>\n"
        html += table(status)
        html += "<h2 id=\"exercises-heading\">How the room does on each exercise</h2>\n"
        html += exerciseTable(status)
        html += "<h2 id=\"hardest-heading\">Hardest exercises</h2>\n"
        if status.hardest.isEmpty {
            html += "<p>No failed checks yet.</p>\n"
        } else {
            html += "<ol id=\"hardest-list\" aria-labelledby=\"hardest-heading\">\n"
            for hard in status.hardest {
                html += "<li>\(HTMLText.escape(StatusWords.hard(hard, in: status)))</li>\n"
            }
            html += "</ol>\n"
        }
        return html
    }

    /// "3 learners; 5 exercises passed in all; 1 learner stuck.", with how many joined and have
    /// not checked yet when some have not ("3 learners, 1 not checked yet; …").
    static func summary(_ status: RoomStatus) -> String {
        if status.learners.isEmpty { return "No learner has joined yet." }
        let passes = status.learners.reduce(0) { $0 + $1.results.values.filter(\.passed).count }
        let stuck = status.learners.filter { $0.stuck != nil }.count
        let waiting = status.learners.filter(\.results.isEmpty).count
        return "\(StatusWords.count(status.learners.count, "learner"))"
            + (waiting == 0 ? "; " : ", \(waiting) not checked yet; ")
            + "\(StatusWords.count(passes, "exercise")) passed in all; "
            + "\(StatusWords.count(stuck, "learner")) stuck."
    }

    /// The grid: one row a learner, one column an exercise, every cell in words.
    static func table(_ status: RoomStatus) -> String {
        guard !status.learners.isEmpty else { return "<p>The table of results appears when the first learner joins.</p>\n" }
        guard !status.gridExercises.isEmpty else {
            return "<p>The table of results appears when the first lesson is unlocked.</p>\n"
        }
        var html = "<div class=\"scroll\" tabindex=\"0\" role=\"region\" aria-labelledby=\"grid-caption\">\n"
        let shown = status.gridExercises
        let caption = status.paced
            ? "Each learner's result on each exercise of the unlocked lessons (and any other a learner has tried), "
                + "in course order"
            : "Each learner's result on each exercise, in course order"
        html += "<table>\n<caption id=\"grid-caption\">\(caption)</caption>\n"
        html += "<thead>\n<tr><th scope=\"col\">Learner</th>"
        for exercise in shown {
            html += "<th scope=\"col\">\(HTMLText.escape(exercise.title)) <span class=\"id\">(\(HTMLText.escape(exercise.id)))</span></th>"
        }
        html += "</tr>\n</thead>\n<tbody>\n"
        for learner in status.learners {
            html += "<tr><th scope=\"row\">\(HTMLText.escape(learner.name))</th>"
            for exercise in shown {
                let words = StatusWords.cell(learner, exercise: exercise.id)
                let kind = words.prefix { $0 != ":" && $0 != " " }
                html += "<td class=\"\(kind)\">\(HTMLText.escape(words))</td>"
            }
            html += "</tr>\n"
        }
        html += "</tbody>\n</table>\n</div>\n"
        return html
    }

    /// One row an exercise someone tried: passed and the pass rate, the median checks, the
    /// median time to a pass, the hints used, each in words.
    static func exerciseTable(_ status: RoomStatus) -> String {
        guard !status.byExercise.isEmpty else { return "<p>No result yet.</p>\n" }
        var html = "<table aria-labelledby=\"exercises-heading\">\n<thead>\n<tr><th scope=\"col\">Exercise</th>"
            + "<th scope=\"col\">Passed</th><th scope=\"col\">Median checks</th>"
            + "<th scope=\"col\">Median time to a pass</th><th scope=\"col\">Hints used</th></tr>\n</thead>\n<tbody>\n"
        for summary in status.byExercise {
            let facts = StatusWords.summaryFacts(summary)
            html += "<tr><th scope=\"row\">\(HTMLText.escape(StatusWords.title(summary.exercise, in: status)))</th>"
                + facts.map { "<td>\(HTMLText.escape($0))</td>" }.joined() + "</tr>\n"
        }
        return html + "</tbody>\n</table>\n"
    }

    /// Which lessons are open, and in a paced room the form that unlocks the next and the one
    /// that locks an unlocked lesson again.
    static func paceSection(_ status: RoomStatus) -> String {
        var html = "<h2>Pace</h2>\n"
        guard status.paced else {
            return html + "<p>This room is not paced: every lesson is open.</p>\n"
        }
        let unlocked = status.unlocked.isEmpty ? "none" : status.unlocked.map(HTMLText.escape).joined(separator: ", ")
        html += "<p id=\"unlocked\">Unlocked lessons: \(unlocked).</p>\n"
        let locked = status.exercises.map(\.lesson).reduce(into: [String]()) { lessons, lesson in
            if !lessons.contains(lesson), !status.unlocked.contains(lesson) { lessons.append(lesson) }
        }
        if locked.isEmpty {
            html += "<p>Every lesson is unlocked.</p>\n"
        } else {
            html += lessonForm(status.code, action: "unlock", id: "lesson", label: "Lesson to unlock",
                               lessons: locked.enumerated().map { ($1, $0 == 0 ? " (next)" : "") },
                               button: "Unlock lesson")
        }
        if !status.unlocked.isEmpty {
            html += lessonForm(status.code, action: "lock", id: "lock-lesson",
                               label: "Lesson to lock again",
                               lessons: status.unlocked.map { ($0, $0 == status.unlocked.last ? " (last unlocked)" : "") },
                               button: "Lock lesson again", selected: status.unlocked.last)
        }
        return html
    }

    /// A form that posts one lesson, chosen from `lessons` (each with a note after its id), to
    /// `/rooms/CODE/ACTION`.
    private static func lessonForm(_ code: String, action: String, id: String, label: String,
                                   lessons: [(String, String)], button: String, selected: String? = nil) -> String {
        var fields = "<label for=\"\(id)\">\(label)</label>\n<select id=\"\(id)\" name=\"lesson\">\n"
        for (lesson, note) in lessons {
            let chosen = lesson == selected && lessons.count > 1 ? " selected" : ""
            fields += "<option value=\"\(HTMLText.escape(lesson))\"\(chosen)>\(HTMLText.escape(lesson))\(note)</option>\n"
        }
        return form(code, action: action, fields + "</select>\n<button type=\"submit\">\(button)</button>\n")
    }

    static let style = """
        body { font: 16px/1.5 system-ui, sans-serif; margin: 1rem; color: #111; background: #fff; }
        table { border-collapse: collapse; }
        th, td { border: 1px solid #555; padding: 0.3rem 0.5rem; text-align: left; vertical-align: top; }
        thead th { background: #eee; }
        .id { font-size: 0.85em; color: #444; }
        td.passed { background: #e6f4ea; }
        td.stuck { background: #fde8e8; font-weight: bold; }
        td.working { background: #fff8e1; }
        .scroll { overflow-x: auto; }
        form { margin: 0.5rem 0; }
        .visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0);
          white-space: nowrap; }
        a:focus, button:focus, select:focus, input:focus, .scroll:focus { outline: 3px solid #1a5fb4; outline-offset: 2px; }
        button { font: inherit; padding: 0.3rem 0.8rem; }
        """

    /// Listens to the event stream and swaps in the new content, announcing who became stuck
    /// (or the new summary) in the live region; without EventSource it reloads every 10 s.
    /// An ended room's page looks every 15 s whether the room was reopened (extended elsewhere),
    /// and then loads the live page.
    static let reopenScript = """
        setInterval(function () {
          fetch(location.href, { cache: 'no-store' }).then(function (r) { return r.text(); }).then(function (html) {
            var next = new DOMParser().parseFromString(html, 'text/html');
            if (next.querySelector('main') && !next.querySelector('#ended')) { location.reload(); }
          });
        }, 15000);
        """

    static func script(code: String) -> String {
        let events = "/api/rooms/\(HTMLText.percentEncode(code))/events"
        return """
            (function () {
              var main = document.querySelector('main');
              var announcer = document.getElementById('announcer');
              var waiting = false;
              function texts(root, selector) {
                return Array.prototype.map.call(root.querySelectorAll(selector), function (n) { return n.textContent; });
              }
              function busy() {
                var active = document.activeElement;
                return active && active !== document.body && main.contains(active) && active.closest('form');
              }
              function refresh() {
                if (busy()) { waiting = true; return; }
                fetch(location.href, { cache: 'no-store' }).then(function (r) { return r.text(); }).then(function (html) {
                  var next = new DOMParser().parseFromString(html, 'text/html').querySelector('main');
                  if (!next || busy()) { waiting = waiting || !!next; return; }
                  var before = texts(main, '#stuck-list li');
                  var summary = texts(main, '#summary').join('');
                  main.innerHTML = next.innerHTML;
                  var fresh = texts(main, '#stuck-list li').filter(function (t) { return before.indexOf(t) < 0; });
                  var now = texts(main, '#summary').join('');
                  if (main.querySelector('#ended')) { announcer.textContent = main.querySelector('#ended').textContent; }
                  else if (fresh.length) { announcer.textContent = 'Now stuck: ' + fresh.join('. '); }
                  else if (now !== summary) { announcer.textContent = now; }
                });
              }
              // A form in use is not replaced under the facilitator: the page catches up when they leave it.
              main.addEventListener('focusout', function () {
                setTimeout(function () { if (waiting && !busy()) { waiting = false; refresh(); } }, 0);
              });
              if (window.EventSource) {
                var source = new EventSource('\(events)');
                source.addEventListener('status', refresh);
                // The stream of a room that ended is refused: show the ended page once.
                source.addEventListener('error', function () { if (source.readyState === 2) { refresh(); } });
              } else {
                setInterval(refresh, 10000);
              }
            })();
            """
    }
}
