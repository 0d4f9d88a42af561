import Testing
import AXModel
@testable import ScreenReader

/// docs/voiceover.md VO-3.1 to VO-3.4 and VO-3.22: launch, swipe right / left, touch, escape.
@Suite struct NavigationTests {
    let page = screen(
        element("title", .UILabel) { $0.text = "Title"; $0.accessibilityTraits = .header },
        element("play", .UIButton) { $0.title = "Play" }
    )

    @Test func swipeRightFromAFreshStartLandsOnTheFirstStop() throws {
        #expect(try heard(page, "swipe right") == "> swipe right\nTitle, heading")
    }

    @Test func swipeRightAtTheEndSaysNothing() throws {
        #expect(try heard(page, "swipe right; swipe right; swipe right")
                == "> swipe right\nTitle, heading\n> swipe right\nPlay, button\n> swipe right")
    }

    @Test func swipeLeftGoesBackAndSaysNothingAtTheStart() throws {
        #expect(try heard(page, "swipe right; swipe right; swipe left; swipe left")
                == "> swipe right\nTitle, heading\n> swipe right\nPlay, button\n> swipe left\nTitle, heading\n> swipe left")
    }

    /// docs/voiceover.md VO-8.17: a focused stop that an action hid leaves focus where it was.
    @Test func aSwipeFromAStopThatWentMovesOnFromWhereItWas() throws {
        let list = screen(
            element("title", .UILabel) { $0.text = "Inbox" },
            element("row", .UIView) {
                $0.isAccessibilityElement = true
                $0.accessibilityLabel = "Message from Ana"
                $0.customActions = [CustomAction(name: "Delete", effects: [
                    .set(target: "row", property: "isHidden", to: .bool(true)),
                ])]
            },
            element("compose", .UIButton) { $0.title = "Compose" })
        #expect(try heard(list, "swipe right; swipe right; swipe down; double tap; swipe right; swipe left")
                == "> swipe right\nInbox\n> swipe right\nMessage from Ana\nhint: Actions available\n> swipe down\nDelete"
                    + "\n> double tap\n> swipe right\nCompose, button\n> swipe left\nInbox")
        #expect(try heard(list, "swipe right; swipe right; swipe down; double tap; swipe left").hasSuffix("> swipe left\nInbox"))
        // A stop made no element moves on from its place alike (a learner's swipe went back to the top).
        var unmade = list
        unmade.modify("row") { $0.customActions[0].effects = [.set(target: "row", property: "isAccessibilityElement", to: .bool(false))] }
        #expect(try heard(unmade, "swipe right; swipe right; swipe down; double tap; swipe right").hasSuffix("> swipe right\nCompose, button"))
    }

    @Test func swipeLeftFromAFreshStartSaysNothing() throws {
        #expect(try heard(page, "swipe left") == "> swipe left")
    }

    @Test func launchWithoutASummaryElementReadsTheFirstStop() throws {
        #expect(try heard(page, "launch; swipe right") == "> launch\nTitle, heading\n> swipe right\nPlay, button")
    }

    /// docs/voiceover.md VO-8.13: the first stop is focused and read in full, hint included,
    /// after the app leaves the screen and comes back as well.
    @Test func aNewScreenFocusesItsFirstElementAndReadsIt() throws {
        let form = screen(
            element("email", .UITextField) { $0.placeholder = "Email" },
            element("next", .UIButton) { $0.title = "Next"; $0.onActivate = [.navigate("Details")] }
        )
        #expect(try heard(form, "swipe right; swipe right; double tap; launch; swipe left; swipe right")
                == "> swipe right\nEmail, text field\nhint: Double tap to edit.\n> swipe right\nNext, button\n"
                + "> double tap\nDetails\n> launch\nEmail, text field\nhint: Double tap to edit.\n> swipe left\n"
                + "> swipe right\nNext, button")
        #expect(try heard(screen(), "launch; swipe right") == "> launch\n> swipe right")
    }

    @Test func launchReadsTheSummaryElementInFullWithoutFocus() throws {
        let weather = screen(
            element("city", .UILabel) { $0.text = "Oslo" },
            element("now", .UILabel) {
                $0.text = "Sunny, 21 degrees"
                $0.accessibilityTraits = [.staticText, .summaryElement]
                $0.accessibilityHint = "Today's forecast."
            }
        )
        #expect(try heard(weather, "launch; swipe right")
                == "> launch\nSunny, 21 degrees\nhint: Today's forecast.\n> swipe right\nOslo")
    }

    @Test func summaryElementIsReadOnlyOnTheFirstLaunch() throws {
        let weather = screen(element("now", .UILabel) { $0.text = "Sunny"; $0.accessibilityTraits = .summaryElement })
        #expect(try heard(weather, "launch; launch") == "> launch\nSunny\n> launch\nSunny")
    }

    @Test func touchFocusesTheElementWithThatId() throws {
        #expect(try heard(page, "touch play; swipe left") == "> touch play\nPlay, button\n> swipe left\nTitle, heading")
    }

    @Test func touchOnAContainerLandsOnItsFirstStop() throws {
        let stepper = screen(element("count", .UIStepper) { $0.value = 3 })
        #expect(try heard(stepper, "touch count") == "> touch count\nDecrement, button")
        #expect(try heard(stepper, "touch count.increment") == "> touch count.increment\nIncrement, button")
    }

    @Test func touchInsideAGroupedElementLandsOnTheGroup() throws {
        let row = element("row", .UIView, children: [
            element("caption", .UILabel) { $0.text = "Dark Theme" },
            element("toggle", .UISwitch) { $0.isOn = true },
        ]) { $0.isAccessibilityElement = true; $0.accessibilityLabel = "Dark Theme" }
        #expect(try heard(screen(row), "touch caption") == "> touch caption\nDark Theme")
    }

    /// Apple's `UIAccessibility.DirectTouchOptions` page: "If an element doesn't use
    /// UIAccessibility.DirectTouchOptions, VoiceOver speaks the element and immediately starts
    /// sending touch events to the app" (VO-3.4).
    @Test func directTouchSpeaksTheElementThenPassesTheTouch() throws {
        let pad = element("keys", .UIView) {
            $0.isAccessibilityElement = true
            $0.accessibilityLabel = "Piano keys"
            $0.accessibilityTraits = .allowsDirectInteraction
            $0.onActivate = [.playSound]
        }
        let announcing = element("keys", .UIView) {
            $0.isAccessibilityElement = true
            $0.accessibilityLabel = "Piano keys"
            $0.accessibilityTraits = .allowsDirectInteraction
            $0.onActivate = [.announce("C sharp")]
        }
        // The sound is the app's: VoiceOver says the element's words once, not again after the touch.
        #expect(try heard(screen(pad), "touch keys") == "> touch keys\nPiano keys")
        #expect(try heard(screen(announcing), "touch keys") == "> touch keys\nPiano keys\nC sharp")
    }

    /// `.silentOnTouch`: "Allows a direct touch area to immediately receive touch events without
    /// triggering VoiceOver audio" (Apple, VO-3.4).
    @Test func directTouchSilentOnTouchSaysNothing() throws {
        let keys = element("keys", .UIView) {
            $0.isAccessibilityElement = true
            $0.accessibilityLabel = "Piano keys"
            $0.accessibilityTraits = .allowsDirectInteraction
            $0.accessibilityDirectTouchOptions = [.silentOnTouch]
            $0.onActivate = [.announce("C sharp")]
        }
        #expect(try heard(screen(keys), "touch keys") == "> touch keys\nC sharp")
        #expect(try heard(screen(keys), "swipe right") == "> swipe right\nPiano keys")
    }

    /// `.requiresActivation`: "Inhibits passthrough to the direct touch area until a person
    /// double-taps the element" (Apple, VO-3.4). The model reads the touch as any other until
    /// then, and closes the area again when focus moves (docs/decisions.md).
    @Test func directTouchRequiresActivationWaitsForADoubleTap() throws {
        let page = screen(element("map", .UIView) {
            $0.isAccessibilityElement = true
            $0.accessibilityLabel = "Map"
            $0.accessibilityTraits = .allowsDirectInteraction
            $0.accessibilityDirectTouchOptions = [.requiresActivation]
            $0.onActivate = [.announce("Panned")]
        }, element("done", .UIButton) { $0.title = "Done" })
        #expect(try heard(page, "touch map") == "> touch map\nMap")
        #expect(try heard(page, "touch map; double tap; touch map")
                == "> touch map\nMap\n> double tap\n> touch map\nMap\nPanned")
        #expect(try heard(page, "touch map; double tap; touch done; touch map")
                == "> touch map\nMap\n> double tap\n> touch done\nDone, button\n> touch map\nMap")
    }

    /// `accessibilityElementsHidden` takes the subtree out of VoiceOver's tree, so a touch
    /// finds nothing there either (AccessibilitySnapshot's parser drops the subtree whole;
    /// its `testAccessibilityElementWithElementsHidden` images show no element).
    @Test func accessibilityElementsHiddenHidesFromTouchAsWellAsSwipes() throws {
        let page = screen(element("title", .UILabel) { $0.text = "Accounts" },
                          element("tabBar", .UITabBar) {
                              $0.items = ["Accounts", "Help"]; $0.selectedIndex = 0; $0.accessibilityElementsHidden = true
                          })
        #expect(try heard(page, "swipe right; swipe right; touch tabBar; touch tabBar[1]")
                == "> swipe right\nAccounts\n> swipe right\n> touch tabBar\n> touch tabBar[1]")
    }

    @Test func touchOnNothingSaysNothing() throws {
        #expect(try heard(page, "touch nowhere") == "> touch nowhere")
    }

    @Test func escapeEndsEditing() throws {
        let form = screen(element("name", .UITextField) { $0.accessibilityLabel = "Name"; $0.isEditing = true })
        #expect(try heard(form, "swipe right; escape; touch name")
                == "> swipe right\nName, text field, is editing\nhint: Use the rotor to access Misspelled Words\n> escape\n> touch name\nName, text field\nhint: Double tap to edit.")
    }

    @Test func escapeDismissesAModalView() throws {
        let alert = element("alert", .UIView, children: [element("ok", .UIButton) { $0.title = "OK" }]) {
            $0.accessibilityViewIsModal = true
        }
        let page = screen(element("title", .UILabel) { $0.text = "Title" }, alert)
        #expect(try heard(page, "swipe right; escape; swipe right") == "> swipe right\nOK, button\n> escape\n> swipe right\nTitle")
    }

    @Test func escapeGoesBackThroughTheNavigationBar() throws {
        let page = screen(element("nav", .UINavigationBar) { $0.backTitle = "Settings"; $0.title = "Wi-Fi" })
        #expect(try heard(page, "escape; swipe right") == "> escape\nSettings\n> swipe right")
    }

    @Test func escapeWithNothingToDoSaysNothing() throws {
        #expect(try heard(page, "swipe right; escape; swipe right")
                == "> swipe right\nTitle, heading\n> escape\n> swipe right\nPlay, button")
    }
}

/// `.allowsDirectInteraction`: touches pass straight to the element.
@Suite struct DirectInteractionTests {
    @Test func touchActivatesADirectInteractionElementAtOnce() throws {
        let page = screen(element("pad", .UIView) {
            $0.isAccessibilityElement = true
            $0.accessibilityLabel = "Drum pad"
            $0.accessibilityTraits = [.allowsDirectInteraction]
            $0.onActivate = [.announce("Boom")]
        })
        #expect(try heard(page, "touch pad") == "> touch pad\nDrum pad\nBoom")
        #expect(try heard(page, "swipe right") == "> swipe right\nDrum pad")
    }
}
