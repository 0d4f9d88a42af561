import Testing
import AXModel
@testable import FixScript

/// String resources as Android code reads them: `Context.getString(int)` in View code and
/// Compose's `stringResource(id)`, a `@Composable` function (developer.android.com, "String
/// resources" and `androidx.compose.ui.res.stringResource`), from the screen's `strings:` table.
@Suite struct StringResourcesTests {
    private var screen: Screen {
        var screen = Fixtures.android
        screen.strings = ["sign_in_email": "Email address", "wifi": "Wi-Fi", "play_song": "Play %1$s",
                          "track_of": "Track %d of %d", "rating": "%.1f stars, 100%%"]
        return screen
    }

    @Test func getStringReadsTheScreensStringTable() throws {
        let fixed = try applying("icon.contentDescription = getString(R.string.sign_in_email)", to: screen)
        #expect(fixed["icon"].android.contentDescription == "Email address")
        let viaContext = try applying("icon.setContentDescription(context.getString(R.string.wifi))", to: screen)
        #expect(viaContext["icon"].android.contentDescription == "Wi-Fi")
        let viaResources = try applying("title.text = resources.getString(R.string.wifi)", to: screen)
        #expect(viaResources["title"].text == "Wi-Fi")
        // `Context.getText` returns the same text as a CharSequence, which contentDescription takes.
        let viaGetText = try applying("icon.contentDescription = getText(R.string.wifi)", to: screen)
        #expect(viaGetText["icon"].android.contentDescription == "Wi-Fi")
        // A Fragment reads it through its context.
        let viaFragment = try applying("icon.contentDescription = requireContext().getString(R.string.wifi)", to: screen)
        #expect(viaFragment["icon"].android.contentDescription == "Wi-Fi")
        // A view's own context and resources give the same text.
        let viaView = try applying("icon.also { it.contentDescription = it.context.getString(R.string.wifi) }", to: screen)
        #expect(viaView["icon"].android.contentDescription == "Wi-Fi")
        let viaResources2 = try applying("icon.contentDescription = icon.resources.getString(R.string.wifi)", to: screen)
        #expect(viaResources2["icon"].android.contentDescription == "Wi-Fi")
        // A template reads one too.
        let templated = try applying(#"icon.contentDescription = "${getString(R.string.wifi)} settings""#, to: screen)
        #expect(templated["icon"].android.contentDescription == "Wi-Fi settings")
        // The call's arguments may go on over lines.
        let split = try applying("icon.contentDescription = getString(\n    R.string.wifi\n)", to: screen)
        #expect(split["icon"].android.contentDescription == "Wi-Fi")
        // View binding's root, or another of its views, has the same context.
        for through in ["binding.root.context", "binding.root.resources", "binding.icon.context"] {
            let viaBinding = try applying("icon.contentDescription = \(through).getString(R.string.wifi)", to: screen)
            #expect(viaBinding["icon"].android.contentDescription == "Wi-Fi")
        }
    }

    /// AndroidX's `ContextCompat.getString(Context, int)` reads the same table through the
    /// context it is given (developer.android.com, `androidx.core.content.ContextCompat`).
    @Test func contextCompatGetStringReadsTheTableThroughItsContext() throws {
        for context in ["this", "this@MainActivity", "requireContext()", "icon.context"] {
            let fixed = try applying("icon.contentDescription = ContextCompat.getString(\(context), R.string.wifi)", to: screen)
            #expect(fixed["icon"].android.contentDescription == "Wi-Fi", "\(context)")
        }
        #expect(message("icon.contentDescription = ContextCompat.getString(R.string.wifi)", on: screen)
            == "1:51: error: expected a Context and a comma first, as in ContextCompat.getString(this, R.string.play), "
            + "found 'R'")
    }

    @Test func stringResourceReadsTheTableInAComposablesArguments() throws {
        let fixed = try applying("setting.modifier = Modifier.clickable(onClickLabel = stringResource(R.string.wifi)) { }",
                                 to: screen)
        #expect(fixed["setting"].android.clickLabel == "Wi-Fi")
        // Its parameter may be named, as Kotlin allows (an Android learner's `id =` was refused).
        let named = try applying("setting.modifier = Modifier.clickable(onClickLabel = stringResource(id = R.string.wifi)) { }",
                                 to: screen)
        #expect(named["setting"].android.clickLabel == "Wi-Fi")
    }

    /// A Fragment's `context` is a `Context?`, read through `?.`, and its Activity is a Context too
    /// (an Android learner's `context?.getString` and `requireActivity().getString` were refused).
    @Test func aFragmentsOptionalContextAndActivityReadTheTable() throws {
        for source in ["icon.contentDescription = context?.getString(R.string.wifi)",
                       "icon.contentDescription = requireActivity().getString(R.string.wifi)",
                       "icon.contentDescription = activity?.getString(R.string.wifi)",
                       "icon.contentDescription = context!!.getString(R.string.wifi)"] {
            #expect(try applying(source, to: screen)["icon"].android.contentDescription == "Wi-Fi", "\(source)")
        }
    }

    /// `Context.getString(int, Object...)` and `stringResource(id, vararg formatArgs)` put their
    /// arguments in the text as `String.format` does (developer.android.com, "String resources",
    /// Formatting strings); arguments that do not fit are told the exception the app would throw.
    @Test func formatArgumentsAreFilledIntoTheResourceText() throws {
        let fixed = try applying("icon.contentDescription = getString(R.string.play_song, title.text)", to: screen)
        #expect(fixed["icon"].android.contentDescription == "Play \(fixed["title"].text ?? "")")
        let numbers = try applying("icon.contentDescription = getString(R.string.track_of, 3, 12,)", to: screen)
        #expect(numbers["icon"].android.contentDescription == "Track 3 of 12")
        let decimal = try applying("icon.contentDescription = getString(R.string.rating, 4.5)", to: screen)
        #expect(decimal["icon"].android.contentDescription == "4.5 stars, 100%")
        let composed = try applying("setting.modifier = Modifier.clickable(onClickLabel = stringResource(R.string.play_song, \"Moon\")) { }",
                                    to: screen)
        #expect(composed["setting"].android.clickLabel == "Play Moon")
        #expect(message("icon.contentDescription = getString(R.string.track_of, 3)", on: screen)
            == "1:46: error: R.string.track_of is \"Track %d of %d\", whose '%d' takes argument 2, and the call passes 1: "
            + "the app would throw MissingFormatArgumentException")
        #expect(message("icon.contentDescription = getString(R.string.track_of, \"3\", 12)", on: screen)
            == "1:46: error: R.string.track_of is \"Track %d of %d\", whose '%d' cannot take argument 1, the text \"3\": "
            + "the app would throw IllegalFormatConversionException")
    }

    @Test func javaFormatReadsPositionsPrecisionAndPercent() {
        #expect(JavaFormat.format("%2$s, %1$s", [.string("a"), .string("b")]) == .success("b, a"))
        #expect(JavaFormat.format("%s and %s", [.number(2), .nil_]) == .success("2 and null"))
        #expect(JavaFormat.format("%.2f%%", [.number(0.5)]) == .success("0.50%"))
        #expect(JavaFormat.format("%d", [.number(2.5)]) == .failure(.mismatch(spec: "%d", index: 1, found: "the number 2.5")))
        #expect(JavaFormat.format("%5s", [.string("a")]) == .failure(.unsupported("%5s")))
        #expect(JavaFormat.format("50%", []) == .failure(.unsupported("%")))
        #expect(JavaFormat.format("no specifiers", [.string("extra")]) == .success("no specifiers"))
    }

    @Test func anUnknownResourceIsReportedAtItsNameWithTheNearMiss() {
        #expect(message("icon.contentDescription = getString(R.string.wfii)", on: screen)
            == "1:46: error: there is no string resource 'wfii' on this screen: it declares 'play_song', 'rating', 'sign_in_email', 'track_of', 'wifi' "
            + "— did you mean 'wifi'?")
        #expect(message("icon.contentDescription = getString(R.string.wifi)", on: Fixtures.android)
            == "1:46: error: there is no string resource 'wifi': this app's strings.xml is not part of the exercise ('show' lists the strings when it is); "
            + "write the text itself in quotes")
    }

    @Test func aLongTableIsListedInPart() {
        var many = Fixtures.android
        many.strings = Dictionary(uniqueKeysWithValues: (1...12).map { ("s\($0 < 10 ? "0" : "")\($0)", "Text") })
        #expect(message("icon.contentDescription = getString(R.string.zzz)", on: many)
            == "1:46: error: there is no string resource 'zzz' on this screen: it declares 's01', 's02', 's03', 's04', "
            + "'s05', 's06', 's07', 's08' and 4 more")
    }

    /// `R.string.wifi` is an `Int`: Kotlin refuses it where a `CharSequence` is expected.
    @Test func aResourceIdIsNotItsText() throws {
        #expect(message("icon.contentDescription = R.string.wifi", on: screen)
            == "1:27: error: 'R.string.wifi' is the resource's Int id, not its text: read the text with "
            + "getString(R.string.wifi)")
        // TextView's `setText(int)` and `setHint(int)` take the id, and show the resource's text;
        // `setContentDescription` has no such overload.
        #expect(try applying("title.setText(R.string.wifi)", to: screen)["title"].text == "Wi-Fi")
        #expect(message("icon.setContentDescription(R.string.wifi)", on: screen)
            .hasPrefix("1:28: error: 'R.string.wifi' is the resource's Int id, not its text"))
        #expect(message("submit.isEnabled = getString(R.string.wifi)", on: screen)
            == "1:20: error: 'isEnabled' expects true or false, not a string resource's text")
        #expect(message("icon.contentDescription = getString(R.drawable.wifi)", on: screen)
            == "1:39: error: getString reads a string resource, R.string.NAME, not R.drawable — did you mean 'string'?")
    }

    /// "@Composable invocations can only happen from the context of a @Composable function".
    @Test func stringResourceIsComposableAndGetStringIsNot() {
        #expect(message("icon.contentDescription = stringResource(R.string.wifi)", on: screen)
            == "1:27: error: stringResource is a @Composable function and View code is not composable: read a "
            + "resource with getString(R.string.NAME) — did you mean 'getString'?")
        #expect(message("setting.modifier = Modifier.clickable(onClickLabel = getString(R.string.wifi)) { }", on: screen)
            == "1:54: error: a composable function has no 'getString': read a resource with "
            + "stringResource(R.string.NAME) — did you mean 'stringResource'?")
    }

    /// SemanticsPropertyReceiver's lambda is not composable and has no Context.
    @Test func noResourceIsReadInsideSemantics() {
        #expect(message("setting.modifier = Modifier.semantics { contentDescription = stringResource(R.string.wifi) }",
                        on: screen)
            == "1:62: error: 'stringResource' cannot be called inside semantics { }: the lambda is not composable. "
            + "Compose reads the text first (val label = stringResource(R.string.play)) and sets contentDescription = "
            + "label; fix statements have no local values, so write the text itself in quotes here")
    }

    @Test func aLayoutAttributeSaysToWriteKotlin() {
        #expect(message(#"android:contentDescription="@string/wifi""#, on: screen)
            == "1:1: error: 'android:contentDescription' is an attribute of the layout XML: fix statements are the "
            + "Kotlin a view's code runs, as in 'play.contentDescription = getString(R.string.play)'")
    }
}
