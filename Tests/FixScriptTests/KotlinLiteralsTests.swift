import Testing
import AXModel
@testable import FixScript

/// Kotlin's literals on android screens: its quotes, escapes and templates, not Swift's
/// (kotlinlang.org, "Strings": escapes \t \b \n \r \' \" \\ \$ and \uFFFF; `$name` and
/// `${expression}` are templates; single quotes make a Char).
@Suite struct KotlinLiteralsTests {
    private func text(_ source: String, of id: String) throws -> String? {
        try applying(source, to: Fixtures.android)[id].android.contentDescription
    }

    @Test func anEscapedDollarIsADollarSignAndStartsNoTemplate() throws {
        #expect(try text(#"icon.contentDescription = "Price: \$5""#, of: "icon") == "Price: $5")
        #expect(try text(#"icon.contentDescription = "\${title.text}""#, of: "icon") == "${title.text}")
        #expect(try text(#"icon.contentDescription = "${title.text} \$""#, of: "icon") == "Sign in $")
    }

    @Test func kotlinEscapesAreKotlins() throws {
        #expect(try text(#"icon.contentDescription = "caf\u00E9""#, of: "icon") == "café")
        #expect(message(#"icon.contentDescription = "caf\u{E9}""#, on: Fixtures.android)
            == #"1:31: error: a Unicode escape in Kotlin is \u and four hex digits, as in \u00E9"#)
        #expect(message(#"icon.contentDescription = "a\0""#, on: Fixtures.android)
            == #"1:29: error: unknown escape '\0' in a Kotlin string: use \n, \t, \b, \r, \", \', \\, \$ or \uXXXX"#)
    }

    /// A View's text is a `CharSequence`, which has no `+` in Kotlin: refused with a template or
    /// `toString()`; a String's `+` takes anything after it (an Android learner's `label.text + " (required)"`
    /// passed, and would not compile).
    @Test func aViewsTextIsACharSequenceWithoutPlus() throws {
        #expect(message(#"label.text = label.text + " (required)""#, on: Fixtures.android)
            == #"1:25: error: 'label.text' is a CharSequence, and Kotlin has no '+' for one (only a String's): write a "#
            + #"template, "${label.text} …", or 'label.text.toString() + …'"#)
        #expect(message(#"label.contentDescription = title.text!! + "x""#, on: Fixtures.android).hasPrefix("1:41: error: 'title.text' is a CharSequence"))
        for source in [#"label.contentDescription = "${label.text} (required)""#,
                       #"label.contentDescription = label.text.toString() + " (required)""#,
                       #"label.contentDescription = "Field: " + label.text"#] {
            #expect(try text(source, of: "label")?.hasPrefix(source.contains("Field") ? "Field: Email" : "Email (required)") == true, "\(source)")
        }
    }

    /// Kotlin's `if` tests a View's text as Kotlin does: `text.length` compared with a number,
    /// `isEmpty()`, `isNotEmpty()`, `isNullOrEmpty()`, also through `toString()`; a TextView's text
    /// is "" when nothing is set (an Android learner's `cardNumber.text.length < 16` was refused).
    @Test func anIfTestsAViewsTextAsKotlinDoes() throws {
        func error(_ condition: String) throws -> String? {
            try applying("email.error = if (\(condition)) \"Check it\" else null", to: Fixtures.android)["email"].android.error
        }
        #expect(try error("email.text.isEmpty()") == "Check it")
        #expect(try error("email.text.isNotEmpty()") == nil)
        #expect(try error("!email.text.isNullOrEmpty()") == nil)
        #expect(try error("label.text.length < 16") == "Check it")
        #expect(try error("label.text.toString().length >= 6") == nil)
        // Each branch may be a block in braces, its last expression the value.
        #expect(try applying("email.error = if (email.text.isEmpty()) {\n    \"Required\"\n} else {\n    null\n}", to: Fixtures.android)["email"]
            .android.error == "Required")
        #expect(message(#"email.error = if (label.text.length < big) "x" else null"#, on: Fixtures.android)
            .hasPrefix("1:39: error: expected a number to compare the length with"))
    }

    /// An EditText's Kotlin `text` is an `Editable`: a String assigned to it does not compile, and
    /// is refused with `setText`; a TextView's is a CharSequence and takes one (an Android learner's
    /// `email.text = "…"` passed).
    @Test func anEditTextsTextIsSetWithSetText() throws {
        #expect(message(#"email.text = "a@b.c""#, on: Fixtures.android)
            == #"1:7: error: an EditText's text is an Editable in Kotlin, which a String is not: write email.setText("…")"#)
        #expect(try applying(#"email.setText("a@b.c")"#, to: Fixtures.android)["email"].text == "a@b.c")
        #expect(try applying(#"label.text = "Email address""#, to: Fixtures.android)["label"].text == "Email address")
    }

    @Test func singleQuotesAreACharInKotlin() {
        #expect(message("icon.contentDescription = 'x'", on: Fixtures.android)
            == #"1:27: error: Kotlin's single quotes make a Char, not a String: strings use double quotes "…" — did you mean '"x"'?"#)
        #expect(message("img.accessibilityLabel = 'x'")
            == #"1:26: error: Swift strings use double quotes "…", not single quotes"#)
    }

    @Test func aBareTemplateReadsAVariableTheScreenMustDeclare() {
        #expect(message(#"icon.contentDescription = "Cost: $price""#, on: Fixtures.android)
            == "1:34: error: '$price' in a Kotlin string reads a variable called price, which the screen does not declare "
                + #"(state:): write ${price.ATTRIBUTE} to read a view, or \$ for a dollar sign"#)
        #expect(message(#"icon.contentDescription = "5 $""#, on: Fixtures.android).contains("messages: []"))
    }

    /// `${count + 1}`: a template's numbers add and subtract, as Kotlin's `+` and `-` do.
    @Test func aTemplateAddsNumbers() throws {
        var screen = Fixtures.android
        screen.state["count"] = StateVariable(value: .number(2), kind: .int)
        #expect(try applying(#"icon.contentDescription = "${count + 1} in basket, ${count - 1 + 10} left""#, to: screen)["icon"]
            .android.contentDescription == "3 in basket, 11 left")
        #expect(message(#"icon.contentDescription = "${count * 2}""#, on: screen)
            .hasPrefix("1:36: error: expected '}' to end the template, found '*'"))
    }

    /// `${if (saved) "Saved" else "Not saved"}`: a template's expression holds strings of its own,
    /// and Kotlin's choice between two texts is read there, each problem at its place.
    @Test func aTemplateMayChooseBetweenTexts() throws {
        var screen = Fixtures.android
        screen.state["saved"] = StateVariable(value: .bool(true), kind: .bool)
        #expect(try applying(#"icon.contentDescription = "Recipe ${if (saved) "saved" else "not saved"}, ${title.text}""#, to: screen)["icon"]
            .android.contentDescription == "Recipe saved, Sign in")
        #expect(try applying(#"icon.contentDescription = "${if (!saved) "a}" else "b{"}""#, to: screen)["icon"]
            .android.contentDescription == "b{")
        #expect(message(#"icon.contentDescription = "${if (saved) "Saved" else 3}""#, on: screen)
            .hasPrefix("1:54: error: '${if …}' expects a string or null, not a number"))
        #expect(message(#"icon.contentDescription = "${if (saevd) "a" else "b"}""#, on: screen)
            == "1:34: error: 'saevd' is not a state variable of the screen (it declares saved) — did you mean 'saved'?")
    }

    /// A view's null description in a template or with `toString()` is the text "null", as
    /// Kotlin writes it (`Any?.toString()`): the bug a TalkBack user would hear.
    @Test func aNullIsWrittenNull() throws {
        #expect(try text(#"title.contentDescription = "Icon: ${icon.contentDescription}""#, of: "title") == "Icon: null")
        #expect(try text("title.contentDescription = icon.contentDescription.toString()", of: "title") == "null")
        // Kotlin's null handling on a view's text: `?:` a default, `?.toString()` keeps the null, `!!` throws on it.
        #expect(try text(#"title.contentDescription = icon.contentDescription ?: "Icon""#, of: "title") == "Icon")
        #expect(try text(#"title.contentDescription = icon.contentDescription?.toString() ?: "Icon""#, of: "title") == "Icon")
        #expect(try text("title.contentDescription = title.text!!.toString()", of: "title") == "Sign in")
        #expect(message("title.contentDescription = icon.contentDescription!!", on: Fixtures.android)
            == "1:51: error: 'icon.contentDescription' is null here, so 'icon.contentDescription!!' would throw a "
            + "NullPointerException: give a default, 'icon.contentDescription ?: \"\"'")
    }

    /// An escape is two characters in the source and one in the text: a template after one is
    /// still located where it is written.
    @Test func aTemplateAfterAnEscapeIsLocatedWhereItIsWritten() {
        #expect(message(#"icon.contentDescription = "\$5\n$price""#, on: Fixtures.android)
            .hasPrefix("1:33: error: '$price' in a Kotlin string reads a variable called price"))
        #expect(message(#"icon.contentDescription = "\t${icon.chekced}""#, on: Fixtures.android)
            .hasPrefix("1:37: error: "))
    }

    /// Kotlin's `if` as a value is read in Compose semantics, on a Boolean the screen declares
    /// (`ComposeExpandTests`), and as a View attribute's value, chosen when the statement runs
    /// (once at the top level, at each click in a listener); `when` is told what to write.
    @Test func aConditionalValueIsChosenWhenItRuns() throws {
        #expect(message(#"setting.modifier = Modifier.semantics { stateDescription = if (saved) "Saved" else "Not saved" }"#,
                        on: Fixtures.android).hasPrefix("1:64: error: "))
        #expect(message(#"title.contentDescription = if (saved) "Saved" else "Not saved""#, on: Fixtures.android)
            == "1:32: error: expected true or false, found 'saved', which is not a variable the screen declares (state:): "
            + "write the value it has now; to read another view's attribute write "
            + "'saved.ATTRIBUTE'")
        var screen = Fixtures.android
        screen.state["saved"] = StateVariable(value: .bool(false), kind: .bool)
        #expect(try FixScript.apply(#"title.contentDescription = if (!saved) "Not saved" else "Saved""#, to: screen, file: nil)
            .element("title")?.android.contentDescription == "Not saved")
        #expect(message(#"title.contentDescription = if (saved) "Saved""#, on: screen)
            == "1:46: error: expected 'else' and the other value: Kotlin's if gives a value only with both, as in "
            + #"if (wifi.isChecked) "On" else "Off", found the end of the input"#)
        #expect(message(#"title.contentDescription = when (saved) { true -> "Saved" else -> "Not saved" }"#, on: screen)
            .hasPrefix("1:28: error: 'when' as a value is Kotlin, but the tutor does not read one yet"))
    }

    @Test func objectiveCBooleansAreNotToldSwift() {
        #expect(message("submit.isEnabled = YES", on: Fixtures.android)
            == "1:20: error: 'YES' is Objective-C's spelling: write true — did you mean 'true'?")
    }

    /// SemanticsPropertyReceiver.contentDescription is a non-null String.
    @Test func aNullDescriptionInsideSemanticsIsRefused() {
        #expect(message("setting.modifier = Modifier.semantics { contentDescription = null }", on: Fixtures.android)
            == "1:62: error: 'contentDescription' inside semantics { } is a String and cannot be null: to give the node "
                + "no contentDescription, leave it out")
    }
}

/// Kotlin's `uppercase()` and `lowercase()` (String methods since Kotlin 1.5; `toUpperCase()`,
/// `toLowerCase()` and `capitalize()` deprecated then and errors since 2.1, kotlinlang.org's
/// kotlin.text API pages). A view's text is a CharSequence, made a String with `toString()` first.
@Suite struct KotlinTextCaseTests {
    @Test func aStringsLettersChangeAsKotlinChangesThem() throws {
        let screen = Fixtures.android
        #expect(try applying(#"icon.contentDescription = "Play".uppercase()"#, to: screen)["icon"].android.contentDescription == "PLAY")
        #expect(try applying("icon.contentDescription = title.text.toString().lowercase()", to: screen)["icon"]
            .android.contentDescription == "sign in")
        #expect(try applying(#"icon.contentDescription = "Go to " + title.text.toString().lowercase()"#, to: screen)["icon"]
            .android.contentDescription == "Go to sign in")
        #expect(message("icon.contentDescription = title.text.uppercase()", on: screen)
            == "1:38: error: title.text is a CharSequence, and uppercase() is a String method: make it a String first, "
            + "as in title.text.toString().uppercase()")
        #expect(message(#"icon.contentDescription = "a".toUpperCase()"#, on: screen)
            == "1:31: error: 'toUpperCase()' is deprecated since Kotlin 1.5 and an error since 2.1: write uppercase()")
        #expect(message(#"icon.contentDescription = "a".capitalize()"#, on: screen)
            == "1:31: error: 'capitalize()' is deprecated since Kotlin 1.5 and an error since 2.1: write "
            + "replaceFirstChar { it.uppercase() }, or the words as they should be said")
    }

    /// Another String method is told the tutor does not run it (a learner's `removeSuffix` read
    /// "expected a new line").
    @Test func anotherStringMethodIsToldItIsNotRun() {
        #expect(message(#"icon.contentDescription = title.text.toString().removeSuffix(" in")"#, on: Fixtures.android)
            .hasPrefix("1:49: error: 'removeSuffix(…)' is a String method the tutor does not run"))
    }

    /// `uppercase(Locale.ROOT)` is `uppercase()`: both use the invariant locale (kotlinlang.org's
    /// `String.uppercase()`); another locale's rules are its language's, which the model does not have.
    @Test func theInvariantLocaleIsTheSameCall() throws {
        let screen = Fixtures.android
        #expect(try applying(#"icon.contentDescription = "Play".uppercase(Locale.ROOT)"#, to: screen)["icon"]
            .android.contentDescription == "PLAY")
        #expect(try applying("icon.contentDescription = title.text.toString().lowercase(Locale.ROOT)", to: screen)["icon"]
            .android.contentDescription == "sign in")
        #expect(message(#"icon.contentDescription = "Play".uppercase(Locale.getDefault())"#, on: screen)
            == "1:44: error: 'uppercase(Locale.getDefault())' follows the rules of that locale's language, which the tutor does not "
            + "model: write uppercase(), which uses the invariant locale, as uppercase(Locale.ROOT) does")
    }
}
