import AXModel
import ScreenReader
import Testing
@testable import SwiftImport

/// Choosing the view to read, Swift that does not parse, and the notes' words.
@Suite struct SwiftImporterTests {
    static let twoViews = """
        import SwiftUI
        struct FeedView: View {
            var body: some View { VStack { Text("Feed"); RowView(title: "First") } }
        }
        struct RowView: View {
            let title: String
            var body: some View { Text(title) }
        }
        struct OtherView: View {
            var body: some View { Text("Other") }
        }
        """

    @Test func swiftThatDoesNotParseIsALocatedErrorThatExitsWith65() {
        let source = "import SwiftUI\nstruct Broken: View {\n    var body: some View {\n        Text(\"Hi\"\n    }\n}\n"
        #expect {
            _ = try SwiftImporter.parse(source, file: "Broken.swift", view: nil)
        } throws: { error in
            let items = Diagnostics.items(in: error)
            return items.count >= 1 && items.allSatisfy { $0.exitCode == 65 && $0.severity == .error }
                && items[0].rendered.hasPrefix("Broken.swift:4:") && items[0].message.hasPrefix("the Swift does not parse: ")
        }
    }

    @Test func aChainTooDeepForTheSyntaxTreeIsRefusedAtItsPlace() {
        let source = "import SwiftUI\nstruct ChainView: View {\n    var body: some View { Text(\"y\")"
            + String(repeating: ".padding()", count: 5_000) + " }\n}\n"
        #expect {
            _ = try SwiftImporter.parse(source, file: "ChainView.swift", view: nil)
        } throws: { error in
            let items = Diagnostics.items(in: error)
            return items.count == 1 && items[0].exitCode == 65 && items[0].line == 3
                && items[0].message == "the Swift nests more than 2000 levels deep here (a very long chain of calls?): "
                    + "axtutor import does not read it"
        }
    }

    /// An empty file is said to be empty, not to hold no view (an instructor could not tell them apart).
    @Test func anEmptyFileIsSaidToBeEmpty() {
        #expect {
            _ = try SwiftImporter.parse(" \n\n", file: "Empty.swift", view: nil)
        } throws: { error in
            Diagnostics.items(in: error).map(\.rendered) == ["Empty.swift: error: the file is empty: there is no view to import"]
        }
    }

    @Test func withSeveralViewsTheChoiceIsAskedForByName() {
        #expect {
            _ = try SwiftImporter.parse(Self.twoViews, file: "Feed.swift", view: nil)
        } throws: { error in
            Diagnostics.items(in: error).map(\.rendered)
                == ["Feed.swift: error: the file has 2 views: FeedView, OtherView; choose one with --view NAME"]
        }
    }

    @Test func theViewNamedAsTheFileIsReadAndItsOwnViewsAreReadInPlace() throws {
        let imported = try SwiftImporter.parse(Self.twoViews, file: "Sources/FeedView.swift", view: nil)
        #expect(imported.typeName == "FeedView")
        #expect(imported.screen.allElements.map(\.id) == ["vStack", "feedText", "rowView"])
        #expect(imported.screen.element("rowView")?.text == "First")
    }

    /// `.accessibilitySortPriority` is read and written to the screen, which loads it back.
    @Test func aSortPriorityIsImportedAndWritten() throws {
        let source = """
            import SwiftUI
            struct TripView: View {
                var body: some View {
                    VStack {
                        Text("Lisbon")
                        Text("From 89 euros").accessibilitySortPriority(1)
                        Text("Taxes included").accessibilitySortPriority(-0.5)
                    }
                }
            }
            """
        let imported = try SwiftImporter.parse(source, file: "TripView.swift", view: nil)
        let priorities = imported.screen.allElements.compactMap { element in element.sortPriority.map { (element.text ?? "", $0) } }
        #expect(priorities.map(\.0) == ["From 89 euros", "Taxes included"])
        #expect(priorities.map(\.1) == [1, -0.5])
        let yaml = ScreenWriter.yaml(imported.screen)
        #expect(yaml.contains("sortPriority: 1\n") && yaml.contains("sortPriority: -0.5\n"))
        #expect(try ScreenLoader.parse(yaml, file: "TripView.yaml").allElements.compactMap(\.sortPriority) == [1, -0.5])
    }

    /// A segmented Picker is read with its options and the one its selection starts on, by tag,
    /// by a ForEach's item or by an enum case; another style is left out with a note
    /// (docs/voiceover.md VO-7.11).
    @Test func aSegmentedPickerIsImportedWithItsOptionsAndSelection() throws {
        let source = """
            import SwiftUI
            enum Sort { case date, name }
            struct SortView: View {
                @State private var sort: Sort = .name
                @State private var size = "M"
                @State private var period = 0
                var body: some View {
                    VStack {
                        Picker("Sort by", selection: $sort) {
                            Text("Date").tag(Sort.date)
                            Text("Name").tag(Sort.name)
                        }
                        .pickerStyle(.segmented)
                        Picker("Size", selection: $size) {
                            ForEach(["S", "M", "L"], id: \\.self) { size in Text(size) }
                        }
                        .pickerStyle(SegmentedPickerStyle())
                        Picker("Period", selection: $period) {
                            Text("Day").tag(0)
                        }
                    }
                }
            }
            """
        let imported = try SwiftImporter.parse(source, file: "SortView.swift", view: nil)
        let pickers = imported.screen.allElements.filter { $0.type == .Picker }
        #expect(pickers.map(\.id) == ["sort", "size"])
        #expect(pickers.map(\.segments) == [["Date", "Name"], ["S", "M", "L"]])
        #expect(pickers.map(\.selectedSegmentIndex) == [1, 1])
        #expect(imported.notes.map(\.rendered) == [
            "SortView.swift:18:13: note: only a segmented Picker ('.pickerStyle(.segmented)') is modelled: no source says "
                + "what VoiceOver reads for a menu, wheel or inline one; describe this one in the screen",
        ])
        let yaml = ScreenWriter.yaml(imported.screen)
        #expect(yaml.contains("pickerStyle: segmented\n") && yaml.contains("options: [Date, Name]\n")
                && yaml.contains("selection: Name\n"))
        #expect(try ScreenLoader.parse(yaml, file: "SortView.yaml").allElements.compactMap(\.selectedSegmentIndex) == [1, 1])
    }

    /// What an instructor's UIKit code set that the import lost with no note: a text joined with
    /// `+`, a title from the primary action or from a configuration kept in a local, and
    /// `navigationItem.title` without `self.`.
    @Test func titlesSetTheWaysUIKitCodeSetsThemAreRead() throws {
        let source = """
            import UIKit
            final class FeeViewController: UIViewController {
                let feeLabel = UILabel()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    feeLabel.text = "Fee: " + "$0.00"
                    view.addSubview(feeLabel)
                    let confirm = UIButton(type: .system, primaryAction: UIAction(title: "Confirm") { _ in })
                    view.addSubview(confirm)
                    let sendButton = UIButton(configuration: .filled())
                    var config = UIButton.Configuration.filled()
                    config.title = "Send"
                    sendButton.configuration = config
                    view.addSubview(sendButton)
                    navigationItem.title = "Payees"
                    var out = UIButton.Configuration.plain()
                    out.title = "Sign Out"
                    let signOut = UIButton(configuration: out)
                    view.addSubview(signOut)
                }
            }
            """
        let imported = try SwiftImporter.parse(source, file: "Fee.swift", view: nil)
        #expect(imported.screen.element("feeLabel")?.text == "Fee: $0.00")
        #expect(imported.screen.element("confirm")?.title == "Confirm")
        #expect(imported.screen.element("sendButton")?.title == "Send")
        #expect(imported.screen.element("signOut")?.title == "Sign Out")
        #expect(imported.notes.map(\.rendered).contains { $0.hasPrefix("Fee.swift:15:9: note: the title 'Payees' shows in a navigation bar") })
    }

    /// A label's `attributedText` made from a string is read as its text, which VoiceOver speaks;
    /// one computed is noted (an instructor's was dropped without a word, and audit then called
    /// the label silent).
    @Test func aLabelsAttributedTextIsItsText() throws {
        let source = """
            import UIKit
            final class PayViewController: UIViewController {
                let hintLabel = UILabel()
                let otherLabel = UILabel()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    hintLabel.attributedText = NSAttributedString(string: "Tap to pay", attributes: [.kern: 1])
                    otherLabel.attributedText = makeText()
                    view.addSubview(hintLabel)
                    view.addSubview(otherLabel)
                }
            }
            """
        let imported = try SwiftImporter.parse(source, file: "Pay.swift", view: nil)
        #expect(imported.screen.element("hintLabel")?.text == "Tap to pay")
        #expect(imported.notes.map(\.rendered).contains("Pay.swift:8:9: note: 'attributedText' is set to a value computed at run time: "
                                                        + "describe it in the screen"))
    }

    /// What Foundation writes at run time (a currency), and a slider's step or a field's prompt
    /// the model does not use, are noted, never guessed; a vertical grid is read as a stack, in
    /// the order written, and keeps its `.disabled(true)` (VO-7.12 dims its buttons; an instructor's currency was
    /// written as a raw number, the rest dropped without a word).
    @Test func whatTheImportCannotSayIsNotedNotGuessed() throws {
        let source = """
            import SwiftUI
            struct CardView: View {
                let balance = 1234.5
                @State private var limit = 500.0
                @State private var email = ""
                var body: some View {
                    VStack {
                        Text(balance, format: .currency(code: "USD"))
                        Slider(value: $limit, in: 0...2000, step: 50) { Text("Daily limit") }
                        TextField("Email", text: $email, prompt: Text("name@example.com"))
                        LazyVGrid(columns: [GridItem(), GridItem()]) {
                            Button("Freeze") { }
                            Button("Report") { }
                        }
                        .disabled(true)
                    }
                }
            }
            """
        let imported = try SwiftImporter.parse(source, file: "Card.swift", view: nil)
        let notes = imported.notes.map(\.rendered)
        #expect(notes.contains { $0.hasPrefix("Card.swift:8:13: note: this Text writes its value with '.currency(code: \"USD\")'") })
        #expect(notes.contains { $0.hasPrefix("Card.swift:9:55: note: the slider's 'step: 50' is not modelled") })
        #expect(notes.contains { $0.hasPrefix("Card.swift:10:54: note: the field's 'prompt: Text(\"name@example.com\")' is left out") })
        #expect(!imported.screen.allElements.contains { $0.text == "1234.5" })
        let grid = imported.screen.allElements.first { $0.children.contains { $0.title == "Freeze" } }
        #expect(grid?.type == .VStack && grid?.isEnabled == false)
        #expect(grid?.children.map(\.title) == ["Freeze", "Report"])
    }

    /// iOS 13's `.accessibility(label:)` (deprecated, still compiled, common in older code) is
    /// read as the modifier that replaced it; a form the import does not read says so.
    @Test func theDeprecatedAccessibilityModifierIsReadAsItsModernForm() throws {
        let source = """
            import SwiftUI
            struct CardView: View {
                var body: some View {
                    VStack {
                        Text("•••• 4821").accessibility(label: Text("Card ending 4821"))
                        Image("chip").accessibility(hidden: true)
                        Text("Frozen").accessibility(addTraits: .isHeader)
                    }
                }
            }
            """
        let imported = try SwiftImporter.parse(source, file: "CardView.swift", view: nil)
        #expect(imported.screen.allElements.first { $0.type == .Text }?.accessibilityLabel == "Card ending 4821")
        #expect(imported.screen.allElements.first { $0.type == .Image }?.accessibilityElementsHidden == true)
        #expect(imported.notes.map(\.rendered) == [
            "CardView.swift:7:27: note: '.accessibility(addTraits:)' is left out: the import reads its label, hint, value and "
                + "hidden forms; describe this one in the screen",
        ])
    }

    /// A Toggle in another style than the switch is read as the switch, with a note that says so
    /// (an instructor's `.toggleStyle(.button)` was read as a switch without a word).
    @Test func aToggleInAnotherStyleIsNoted() throws {
        let source = """
            import SwiftUI
            struct TView: View {
                @State private var frozen = false
                var body: some View {
                    Toggle("Frozen", isOn: $frozen).toggleStyle(.button)
                }
            }
            """
        let imported = try SwiftImporter.parse(source, file: "T.swift", view: nil)
        #expect(imported.notes.map(\.rendered) == [
            "T.swift:5:40: note: a Toggle in the 'button' style is not modelled: the screen reads it as a switch, as the "
                + "default style draws it; describe it by hand if VoiceOver says otherwise",
        ])
    }

    /// A button UIKit names by its look is kept when the code gives it its own label, which wins;
    /// without one it is left out with a note (an instructor's labelled `.contactAdd` was dropped).
    @Test func aButtonUIKitNamesIsKeptWhenTheCodeLabelsIt() throws {
        let source = """
            import UIKit
            final class PayeesViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let add = UIButton(type: .contactAdd)
                    add.accessibilityLabel = "Add payee"
                    view.addSubview(add)
                    let info = UIButton(type: .infoLight)
                    view.addSubview(info)
                }
            }
            """
        let imported = try SwiftImporter.parse(source, file: "Payees.swift", view: nil)
        #expect(imported.screen.allElements.map(\.id) == ["add"])
        #expect(imported.screen.element("add")?.accessibilityLabel == "Add payee")
        #expect(imported.notes.map(\.rendered) == [
            "Payees.swift:8:20: note: a '.infoLight' button is read by a name UIKit gives it, which the model does not know: "
                + "describe it in the screen, or give it an accessibilityLabel",
        ])
    }

    /// SwiftUI's `LabeledContent` and Swift Charts' `Chart` are the frameworks' views, not "a view of
    /// your own" (an instructor was told so).
    @Test func frameworkViewsTheModelLacksAreNamedAsSuch() throws {
        let source = """
            import SwiftUI
            struct LView: View {
                var body: some View {
                    Form {
                        LabeledContent("Balance", value: "$12")
                        Chart { }
                    }
                }
            }
            """
        let imported = try SwiftImporter.parse(source, file: "L.swift", view: nil)
        #expect(imported.notes.map(\.rendered) == [
            "L.swift:5:13: note: SwiftUI's LabeledContent is not modelled yet: describe its label and value in the screen",
            "L.swift:6:13: note: Swift Charts' Chart is not modelled: describe what VoiceOver should read of it in the screen",
        ])
    }

    /// A direct touch area and its options, SwiftUI's modifier and UIKit's property, are read and
    /// written to the screen, which loads them back (docs/voiceover.md VO-3.4).
    @Test func directTouchOptionsAreImportedAndWritten() throws {
        let swiftUI = """
            import SwiftUI
            struct PianoView: View {
                var body: some View {
                    ZStack { Color.white }
                        .accessibilityElement()
                        .accessibilityLabel("Piano keys")
                        .accessibilityDirectTouch(options: .silentOnTouch)
                }
            }
            """
        let keys = try #require(try SwiftImporter.parse(swiftUI, file: "PianoView.swift", view: nil).screen.allElements.first)
        #expect(keys.resolvedTraits.contains(.allowsDirectInteraction) && keys.accessibilityDirectTouchOptions == [.silentOnTouch])
        let uikit = """
            import UIKit
            final class SignViewController: UIViewController {
                let pad = UIView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    pad.isAccessibilityElement = true
                    pad.accessibilityTraits = .allowsDirectInteraction
                    pad.accessibilityDirectTouchOptions = [.requiresActivation]
                    view.addSubview(pad)
                }
            }
            """
        let screen = try SwiftImporter.parse(uikit, file: "SignViewController.swift", view: nil).screen
        let yaml = ScreenWriter.yaml(screen)
        #expect(yaml.contains("accessibilityDirectTouchOptions: [requiresActivation]\n"))
        #expect(try ScreenLoader.parse(yaml, file: "Sign.yaml").allElements.first?.accessibilityDirectTouchOptions == [.requiresActivation])
    }

    /// A UIKit view's `accessibilityLanguage` is imported and written (docs/voiceover.md VO-1.22).
    @Test func aLanguageIsImportedAndWritten() throws {
        let source = """
            import UIKit
            final class MenuViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let dish = UIButton(type: .system)
                    dish.setTitle("Croissant aux amandes", for: .normal)
                    dish.accessibilityLanguage = "fr-FR"
                    view.addSubview(dish)
                }
            }
            """
        let imported = try SwiftImporter.parse(source, file: "Menu.swift", view: nil)
        let yaml = ScreenWriter.yaml(imported.screen)
        #expect(yaml.contains("accessibilityLanguage: fr-FR\n"))
        #expect(try ScreenLoader.parse(yaml, file: "Menu.yaml").element("dish")?.accessibilityLanguage == "fr-FR")
    }

    /// `.speechSpellsOutCharacters()` is read and written to the screen (docs/voiceover.md VO-1.21).
    @Test func aSpelledOutTextIsImportedAndWritten() throws {
        let source = """
            import SwiftUI
            struct BookingView: View {
                var body: some View {
                    VStack {
                        Text("Booking reference")
                        Text("K7QX2M").speechSpellsOutCharacters()
                        Text("Gate 12").speechSpellsOutCharacters(false)
                    }
                }
            }
            """
        let imported = try SwiftImporter.parse(source, file: "BookingView.swift", view: nil)
        #expect(imported.screen.allElements.filter(\.speechSpellsOutCharacters).map(\.text) == ["K7QX2M"])
        let yaml = ScreenWriter.yaml(imported.screen)
        #expect(try ScreenLoader.parse(yaml, file: "BookingView.yaml").allElements.filter(\.speechSpellsOutCharacters).count == 1)
    }

    @Test func anUnknownViewNameSuggestsTheNearest() {
        #expect {
            _ = try SwiftImporter.parse(Self.twoViews, file: "Feed.swift", view: "RowVeiw")
        } throws: { error in
            Diagnostics.items(in: error).map(\.rendered)
                == ["Feed.swift: error: no SwiftUI view or UIKit view named 'RowVeiw': it has FeedView, RowView, OtherView — did you mean 'RowView'?"]
        }
    }

    @Test func aViewOfYourOwnFromAnotherFileIsANoteAtItsPlace() throws {
        let source = """
            import SwiftUI
            struct RowView: View {
                var body: some View {
                    HStack {
                        Text("Coffee")
                        RatingView(stars: 4)
                    }
                }
            }
            """
        let imported = try SwiftImporter.parse(source, file: "Sources/Feed/RowView.swift", view: nil)
        #expect(imported.notes.map(\.rendered)
                == ["Sources/Feed/RowView.swift:6:13: note: 'RatingView' is a view of your own: describe it in the screen"])
        #expect(imported.screen.allElements.map(\.id) == ["hStack", "coffeeText"])
    }

    @Test func accessibilityModifiersApplyInTheirOrder() throws {
        let source = """
            import SwiftUI
            struct TitleView: View {
                var body: some View {
                    Text("Inbox")
                        .accessibilityAddTraits(.isHeader)
                        .accessibilityRemoveTraits(.isHeader)
                        .accessibilityLabel("Mail")
                        .accessibilityLabel(Text("Inbox, 3 unread"))
                }
            }
            """
        let element = try #require(try SwiftImporter.parse(source, file: "TitleView.swift", view: nil).screen.element("inboxText"))
        #expect(element.accessibilityTraits == .staticText)
        #expect(element.accessibilityLabel == "Inbox, 3 unread")
    }

    /// A Button whose label is several views holds them (docs/voiceover.md VO-7.5); a control
    /// in a label is left out with a note.
    @Test func aButtonWhoseLabelIsSeveralViewsHoldsThem() throws {
        let source = """
            import SwiftUI
            struct TileView: View {
                var body: some View {
                    Button(action: addToCart) {
                        VStack {
                            Image(decorative: "basket")
                            Text("Add to cart").accessibilityLabel("Add linen shirt to cart")
                        }
                    }
                    Button { } label: { HStack { Text("Wi-Fi"); Toggle("On", isOn: .constant(true)) } }
                }
                func addToCart() {}
            }
            """
        let imported = try SwiftImporter.parse(source, file: "TileView.swift", view: nil)
        let button = try #require(imported.screen.element("addToCartButton"))
        #expect(button.type == .SwiftUIButton && button.title == nil)
        #expect(button.children.first?.children.map(\.id) == ["basketImage", "addToCartText"])
        #expect(imported.screen.element("addToCartText")?.accessibilityLabel == "Add linen shirt to cart")
        #expect(imported.notes.map(\.rendered) == [
            "TileView.swift:10:9: note: this Button's label is not text, images or a stack of them: describe it in the screen",
        ])
    }

    /// A UIKit view class the file declares is read where the set-up makes one: its subviews
    /// under it, its class kept (for `extension` statements), its ids apart from the others'; a
    /// class that makes itself is not read again.
    @Test func aUIKitViewClassOfTheSameFileIsReadWhereItIsMade() throws {
        let source = """
            import UIKit
            final class BadgeView: UIView {
                let titleLabel = UILabel()
                let nested = BadgeView()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    titleLabel.text = "New"
                    addSubview(titleLabel)
                    addSubview(nested)
                }
            }
            final class InboxViewController: UIViewController {
                let titleLabel = UILabel()
                let badge = BadgeView()
                override func viewDidLoad() {
                    titleLabel.text = "Inbox"
                    view.addSubview(titleLabel)
                    view.addSubview(badge)
                }
            }
            """
        let imported = try SwiftImporter.parse(source, file: "Inbox.swift", view: "InboxViewController")
        let badge = try #require(imported.screen.element("badge"))
        #expect(badge.className == "BadgeView" && badge.children.map(\.id) == ["titleLabel2"])
        #expect(imported.screen.element("titleLabel2")?.text == "New")
        #expect(imported.notes.map(\.rendered)
                == ["Inbox.swift:4:18: note: 'BadgeView' is a view of your own: describe it in the screen"])
    }

    @Test func aModifierWithAComputedValueIsLeftOutWithANote() throws {
        let source = """
            import SwiftUI
            struct BadgeView: View {
                let count: Int
                var body: some View {
                    Image("bell").accessibilityLabel("\\(count) alerts")
                }
            }
            """
        let imported = try SwiftImporter.parse(source, file: "BadgeView.swift", view: nil)
        #expect(imported.notes.map(\.rendered)
                == ["BadgeView.swift:5:22: note: '.accessibilityLabel' is left out: its value is computed: describe it in the screen"])
        #expect(imported.screen.element("bellImage")?.accessibilityLabel == nil)
    }

    @Test func aStatementTheTutorRefusesIsLeftOutWithItsReason() throws {
        let source = """
            import SwiftUI
            struct TitleView: View {
                var body: some View { Text("Hi").accessibilityAddTraits(.isHeadr) }
            }
            """
        let imported = try SwiftImporter.parse(source, file: "TitleView.swift", view: nil)
        #expect(imported.notes.count == 1)
        #expect(imported.notes.first?.rendered.hasPrefix(
            "TitleView.swift:3:37: note: '.accessibilityAddTraits(.isHeadr)' is left out: ") == true)
    }

    @Test func aUIKitViewMadeInAClosureTakesThePropertysName() throws {
        let source = """
            import UIKit
            final class NoteViewController: UIViewController {
                private let titleLabel: UILabel = {
                    let label = UILabel()
                    label.text = "Notes"
                    label.accessibilityTraits = .header
                    return label
                }()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(titleLabel)
                }
            }
            """
        let imported = try SwiftImporter.parse(source, file: "NoteViewController.swift", view: nil)
        #expect(imported.framework == .uikit)
        let label = try #require(imported.screen.element("titleLabel"))
        #expect(label.text == "Notes")
        #expect(label.accessibilityTraits == .header)
        #expect(imported.notes.isEmpty)
    }

    /// VO-5.15: a started indicator is read, a stopped one hides itself, and one kept on screen
    /// while stopped is left out with a note.
    @Test func aStoppedActivityIndicatorIsHiddenAndAStartedOneRead() throws {
        let source = """
            import UIKit
            final class ResultsViewController: UIViewController {
                let spinner = UIActivityIndicatorView(style: .medium)
                let idle = UIActivityIndicatorView()
                let frozen = UIActivityIndicatorView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    frozen.hidesWhenStopped = false
                    view.addSubview(spinner)
                    view.addSubview(idle)
                    view.addSubview(frozen)
                    spinner.startAnimating()
                }
            }
            """
        let imported = try SwiftImporter.parse(source, file: "ResultsViewController.swift", view: nil)
        #expect(imported.screen.element("spinner")?.resolvedLabel == "In progress")
        #expect(imported.screen.element("spinner")?.isHidden == false)
        #expect(imported.screen.element("idle")?.isHidden == true)
        #expect(imported.screen.element("frozen") == nil)
        #expect(imported.notes.map(\.rendered) == ["ResultsViewController.swift:8:9: note: 'frozen' is a stopped activity "
            + "indicator that stays on screen, which is not modelled: no source says what VoiceOver reads for it; left out"])
        let yaml = ScreenWriter.yaml(imported.screen)
        #expect(try ScreenLoader.parse(yaml, file: "Results.yaml").element("spinner")?.isAnimating == true)
    }

    @Test func aUIKitViewNeverAddedIsLeftOutWithANote() throws {
        let source = """
            import UIKit
            final class HelpView: UIView {
                let hint = UILabel()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    hint.text = "Swipe to see more"
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            """
        let imported = try SwiftImporter.parse(source, file: "HelpView.swift", view: nil)
        #expect(imported.notes.map(\.rendered) == ["HelpView.swift:3:16: note: 'hint' is never added to a view: left out"])
        #expect(imported.screen.allElements.map(\.id) == ["helpView"])
    }

    /// A loop over views that holds a view of the app's own class reads the others and notes that one.
    @Test func aLoopOverViewsPassesOverAViewOfYourOwn() throws {
        let source = """
            import UIKit
            final class HomeViewController: UIViewController {
                private let header = UILabel()
                private let card = BalanceCardView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    header.text = "Home"
                    for v in [header, card] { view.addSubview(v) }
                }
            }
            """
        let imported = try SwiftImporter.parse(source, file: "H.swift", view: nil)
        #expect(imported.screen.allElements.map(\.id) == ["header"])
        #expect(imported.notes.map(\.rendered) == ["H.swift:4:24: note: 'BalanceCardView' is a view of your own: describe it in the screen"])
    }

    /// A loop over values the source spells out (a literal array, `.enumerated()` of one, a range)
    /// makes its views once a round, each with an id of its own; a longer loop is a note.
    @Test func aLoopOverLiteralValuesMakesItsViewsEachRound() throws {
        let source = """
            import UIKit
            final class SpeedViewController: UIViewController {
                private let stack = UIStackView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    for (index, speed) in ["1x", "2x"].enumerated() {
                        let button = UIButton(type: .system)
                        button.setTitle(speed, for: .normal)
                        button.accessibilityHint = "Speed \\(index)"
                        stack.addArrangedSubview(button)
                    }
                    for chapter in 1...2 {
                        let label = UILabel()
                        label.text = "Chapter \\(chapter)"
                        stack.addArrangedSubview(label)
                    }
                    for _ in 0..<51 { stack.addArrangedSubview(UILabel()) }
                    view.addSubview(stack)
                }
            }
            """
        let imported = try SwiftImporter.parse(source, file: "S.swift", view: nil)
        #expect(imported.screen.allElements.map(\.id) == ["stack", "button", "button2", "label", "label2"])
        #expect(imported.screen.allElements.compactMap(\.title) == ["1x", "2x"])
        #expect(imported.screen.allElements.compactMap(\.accessibilityHint) == ["Speed 0", "Speed 1"])
        #expect(imported.screen.allElements.compactMap(\.text) == ["Chapter 1", "Chapter 2"])
        #expect(imported.notes.map(\.rendered) == ["S.swift:17:9: note: 'for _ in 0..<51' makes more than the 50 rounds an "
            + "import writes out: the views it makes or changes are left out; describe them in the screen"])
    }

    /// A method of the file that returns a view (`makeTransportButton(symbol:label:)`) is read where
    /// it is called, its parameters the arguments given, the view it returns named as the caller
    /// names it; views passed in stay the caller's.
    @Test func aMethodThatMakesAViewIsReadWhereItIsCalled() throws {
        let source = """
            import UIKit
            final class PlayerViewController: UIViewController {
                private lazy var playButton: UIButton = makeTransportButton(symbol: "play.fill", label: "Play")
                private let autoLabel = UILabel()
                private let autoSwitch = UISwitch()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    autoLabel.text = "Auto-download"
                    let autoRow = makeRow(label: autoLabel, control: autoSwitch)
                    view.addSubview(playButton)
                    view.addSubview(autoRow)
                }
                private func makeTransportButton(symbol: String, label: String) -> UIButton {
                    let button = UIButton(type: .system)
                    button.setImage(UIImage(systemName: symbol), for: .normal)
                    button.accessibilityLabel = label
                    return button
                }
                private func makeRow(label: UILabel, control: UIView) -> UIView {
                    UIStackView(arrangedSubviews: [label, control])
                }
            }
            """
        let imported = try SwiftImporter.parse(source, file: "P.swift", view: nil)
        #expect(imported.screen.allElements.map(\.id) == ["playButton", "autoRow", "autoLabel", "autoSwitch"])
        #expect(imported.screen.element("playButton")?.accessibilityLabel == "Play")
        #expect(imported.screen.element("playButton")?.image == "play.fill")
        #expect(imported.notes.isEmpty)
    }

    /// A tab bar controller's tabs are its bar: each child's `tabBarItem` title and badge in the
    /// order of `viewControllers`, each item's own label and enabled state its part's; a system
    /// item's English title is noted.
    @Test func aTabBarControllersTabsAreItsBar() throws {
        let source = """
            import UIKit
            final class MainTabBarController: UITabBarController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let library = UINavigationController(rootViewController: LibraryViewController())
                    library.tabBarItem = UITabBarItem(title: "Library", image: nil, tag: 0)
                    library.tabBarItem.badgeValue = "3"
                    let search = UINavigationController(rootViewController: SearchViewController())
                    search.tabBarItem = UITabBarItem(tabBarSystemItem: .search, tag: 1)
                    let downloads = UIViewController()
                    downloads.tabBarItem = UITabBarItem(title: nil, image: UIImage(systemName: "arrow.down.circle"), tag: 2)
                    downloads.tabBarItem.accessibilityLabel = "Downloads"
                    downloads.tabBarItem.isEnabled = false
                    viewControllers = [library, search, downloads]
                    selectedIndex = 1
                }
            }
            """
        let imported = try SwiftImporter.parse(source, file: "M.swift", view: nil)
        let bar = try #require(imported.screen.element("tabBar"))
        #expect(bar.type == .UITabBar && bar.items == ["Library", "Search", ""] && bar.badges == ["3", "", ""])
        #expect(bar.selectedIndex == 1)
        #expect(imported.notes.map { String($0.rendered.prefix(40)) } == ["M.swift:9:29: note: a system tab bar ite"])
        #expect(bar.parts["2"]?.accessibilityLabel == "Downloads" && bar.parts["2"]?.isEnabled == false)
        let yaml = ScreenWriter.yaml(imported.screen)
        #expect(yaml.contains("badges: [\"3\", \"\", \"\"]"))
        #expect(yaml.contains("parts: {2: {accessibilityLabel: Downloads, isEnabled: false}}"))
        #expect(try ScreenLoader.parse(yaml, file: "Main.yaml").element("tabBar")?.parts == bar.parts)
    }

    /// A `UITabBar` the file makes takes the items it is given, as objects: what the code sets on an
    /// item after giving it (AccessibilitySnapshot's TabBarViewController sets the label after) and
    /// through `items?[N]` still shows; `selectedItem` selects one.
    @Test func aTabBarsItemsAreReadAsObjectsWithTheirOwnSettings() throws {
        let source = """
            import UIKit
            final class TabsViewController: UIViewController {
                private let tabBar = UITabBar()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let home = UITabBarItem(title: "Home", image: nil, selectedImage: nil)
                    let inbox = UITabBarItem(title: "Inbox", image: nil, selectedImage: nil)
                    tabBar.items = [home, inbox, UITabBarItem(title: "Settings", image: nil, tag: 2)]
                    tabBar.selectedItem = inbox
                    inbox.accessibilityValue = "3 unread"
                    tabBar.items?[2].isEnabled = false
                    tabBar.items?[0].badgeValue = "1"
                    view.addSubview(tabBar)
                }
            }
            """
        let imported = try SwiftImporter.parse(source, file: "T.swift", view: nil)
        let bar = try #require(imported.screen.element("tabBar"))
        #expect(bar.items == ["Home", "Inbox", "Settings"] && bar.selectedIndex == 1 && bar.badges == ["1", "", ""])
        #expect(bar.parts["1"]?.accessibilityValue == "3 unread" && bar.parts["2"]?.isEnabled == false)
        #expect(imported.notes.isEmpty)
    }

    /// A segmented control made with images has untitled segments; the label its code gives each
    /// image and `setEnabled(_:forSegmentAt:)` are the segments' parts; an image left unlabelled is noted.
    @Test func aSegmentedControlsImageSegmentsTakeTheirLabelsAndEnabledState() throws {
        let source = """
            import UIKit
            final class ResultsViewController: UIViewController {
                private let layout = UISegmentedControl(items: [UIImage(systemName: "list.bullet")!, UIImage(named: "grid")!, "Map"])
                override func viewDidLoad() {
                    super.viewDidLoad()
                    layout.imageForSegment(at: 0)?.accessibilityLabel = "List"
                    layout.setEnabled(false, forSegmentAt: 2)
                    view.addSubview(layout)
                }
            }
            """
        let imported = try SwiftImporter.parse(source, file: "R.swift", view: nil)
        let layout = try #require(imported.screen.element("layout"))
        #expect(layout.segments == ["", "", "Map"])
        #expect(layout.parts["0"]?.accessibilityLabel == "List" && layout.parts["2"]?.isEnabled == false)
        #expect(imported.notes.map(\.rendered) == ["R.swift:3:90: note: segment 1 shows an image and no title: the screen says "
            + "nothing for it; VoiceOver reads the image's accessibilityLabel (imageForSegment(at: 1)?.accessibilityLabel = \"…\")"])
    }

    /// A tab bar item's title set after the item is in the bar counts, on the item's name or
    /// through `items?[N]` (an instructor's `a.title = "Alpha"` was taken for a button configuration's).
    @Test func aTabTitleSetLaterIsRead() throws {
        let source = """
            import UIKit
            final class TabsViewController: UIViewController {
                private let bar = UITabBar()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let a = UITabBarItem(title: "A", image: nil, tag: 0)
                    let b = UITabBarItem(title: "B", image: nil, tag: 1)
                    bar.items = [a, b]
                    a.title = "Alpha"
                    bar.items?[1].title = "Beta"
                    view.addSubview(bar)
                }
            }
            """
        let imported = try SwiftImporter.parse(source, file: "T.swift", view: nil)
        #expect(imported.screen.element("bar")?.items == ["Alpha", "Beta"])
        #expect(imported.notes.isEmpty)
    }

    /// Segments added or changed after the control is made, as UIKit does it: `insertSegment` with a
    /// title or an image (past the end, at the end), `setTitle`/`setImage(_:forSegmentAt:)` (a
    /// segment shows one or the other), and images kept in a name first (an instructor's were
    /// "computed", and the others dropped without a word).
    @Test func segmentsInsertedOrChangedLaterAreRead() throws {
        let source = """
            import UIKit
            final class LayoutViewController: UIViewController {
                private let list = UIImage(systemName: "list.bullet")!
                private let layout = UISegmentedControl(items: ["Day", "Week"])
                private let picker = UISegmentedControl(items: [])
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let grid = UIImage(systemName: "square.grid.2x2")
                    let icons = UISegmentedControl(items: [list, grid!])
                    icons.imageForSegment(at: 0)?.accessibilityLabel = "List"
                    icons.imageForSegment(at: 1)?.accessibilityLabel = "Grid"
                    layout.insertSegment(with: UIImage(systemName: "map"), at: 0, animated: false)
                    layout.imageForSegment(at: 0)?.accessibilityLabel = "Map"
                    layout.setTitle("Month", forSegmentAt: 2)
                    layout.setImage(grid, forSegmentAt: 7)
                    picker.insertSegment(withTitle: "One", at: 0, animated: false)
                    picker.insertSegment(withTitle: "Two", at: 5, animated: false)
                    view.addSubview(layout)
                    view.addSubview(icons)
                    view.addSubview(picker)
                }
            }
            """
        let imported = try SwiftImporter.parse(source, file: "L.swift", view: nil)
        #expect(imported.screen.element("layout")?.segments == ["", "Day", "Month"])
        #expect(imported.screen.element("icons")?.segments == ["", ""])
        #expect(imported.screen.element("icons")?.parts["1"]?.accessibilityLabel == "Grid")
        #expect(imported.screen.element("picker")?.segments == ["One", "Two"])
        #expect(imported.notes.map(\.rendered) == [
            "L.swift:15:9: note: 'layout.setImage(grid, forSegmentAt: 7)' is left out: the control has 3 segments here, "
                + "and index 7 is past them",
        ])
    }

    /// A value read from the view's state is kept as the source starts it, and said so (an
    /// instructor's "0 pounds" and hidden "false" came with no word).
    @Test func aValueReadFromStateIsSaidToBeItsFirst() throws {
        let source = """
            import SwiftUI
            struct TipView: View {
                @State private var tip = 0.0
                @State private var confirmed = false
                var body: some View {
                    VStack {
                        Slider(value: $tip, in: 0...20)
                            .accessibilityValue("\\(Int(tip)) pounds")
                        Button("Send") { confirmed = true }
                        Text("Sent").accessibilityHidden(!confirmed)
                    }
                }
            }
            """
        let imported = try SwiftImporter.parse(source, file: "T.swift", view: nil)
        #expect(imported.screen.element("tip")?.accessibilityValue == "0 pounds")
        #expect(imported.notes.map(\.rendered) == [
            "T.swift:8:37: note: '\"\\(Int(tip)) pounds\"' reads tip as it starts (0), which the app may change (or a caller "
                + "give otherwise): the screen keeps what is said with it; describe another in a screen of its own",
            "T.swift:10:46: note: '!confirmed' reads confirmed as it starts (false), which the app may change (or a caller "
                + "give otherwise): the screen keeps what is said with it; describe another in a screen of its own",
        ])
    }

    /// Custom actions are kept by their names, SwiftUI's and UIKit's, their code being the app's
    /// (an instructor's were left out as "the screen format cannot describe it yet").
    @Test func customActionsAreKeptByTheirNames() throws {
        let swiftUI = """
            import SwiftUI
            struct CardView: View {
                var body: some View {
                    Text("Current account")
                        .accessibilityAction(named: "Freeze card") { }
                        .accessibilityAction(named: Text("Report lost")) { }
                }
            }
            """
        let card = try SwiftImporter.parse(swiftUI, file: "C.swift", view: nil)
        #expect(card.screen.elements.first?.customActions.map(\.name) == ["Freeze card", "Report lost"])
        #expect(card.notes.first?.rendered == "C.swift:5:13: note: the action 'Freeze card' is kept by its name (VoiceOver "
            + "offers it in the Actions rotor); what its code does is the app's, not in the screen: give it an effect there "
            + "({name: Freeze card, announce: …}) if an exercise needs one")
        #expect(ScreenWriter.yaml(card.screen, comment: []).contains("customActions: [Freeze card, Report lost]"))
        let uiKit = """
            import UIKit
            final class CardViewController: UIViewController {
                private let row = UIView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    row.isAccessibilityElement = true
                    row.accessibilityLabel = "Current account"
                    row.accessibilityCustomActions = [UIAccessibilityCustomAction(name: "Freeze card") { _ in true }]
                    view.addSubview(row)
                }
            }
            """
        #expect(try SwiftImporter.parse(uiKit, file: "U.swift", view: nil).screen.element("row")?.customActions.map(\.name)
            == ["Freeze card"])
    }

    /// `loadView` that makes the controller's view in a local (`view = root`, or `let root = view!`):
    /// its subviews are the screen's (an instructor's import of this common shape was empty).
    @Test func aViewMadeInLoadViewIsTheRoot() throws {
        for (make, give) in [("let root = UIView()", "view = root"), ("let root = UIView()", "self.view = root"),
                             ("let root = view!", "")] {
            let source = """
                import UIKit
                final class WelcomeViewController: UIViewController {
                    private let headline = UILabel()
                    override func loadView() {
                        \(make)
                        headline.text = "Welcome"
                        root.addSubview(headline)
                        \(give)
                    }
                }
                """
            let imported = try SwiftImporter.parse(source, file: "W.swift", view: nil)
            #expect(imported.screen.elements.map(\.id) == ["headline"], "\(make) \(give)")
            #expect(imported.notes.isEmpty, "\(make) \(give)")
        }
    }

    /// What the import leaves out is told in words that match the code: the other screens of the
    /// file, a view added only under a condition (not "never added"), a view of another class by
    /// its Swift name and class, a method with arguments it does not follow, a notification posted.
    @Test func whatIsLeftOutIsToldAsTheCodeSaysIt() throws {
        let source = """
            import UIKit
            final class AmountView: UIView {
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    isAccessibilityElement = true
                    accessibilityLabel = "Amount"
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            final class RowCell: UITableViewCell {
                private let amountView = AmountView()
                func configure(merchant: String) { accessibilityLabel = merchant }
            }
            final class ListViewController: UIViewController {
                private let amountView = AmountView()
                private let emptyLabel = UILabel()
                private var isLoaded = false
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(amountView)
                    emptyLabel.text = "No transactions yet"
                    if !isLoaded { view.addSubview(emptyLabel) }
                    let cell = RowCell(style: .default, reuseIdentifier: "row")
                    cell.configure(merchant: "Tesco")
                    view.addSubview(cell)
                    UIAccessibility.post(notification: .announcement, argument: "Loaded")
                }
            }
            final class SettingsViewController: UIViewController {}
            """
        let imported = try SwiftImporter.parse(source, file: "ListViewController.swift", view: nil)
        #expect(imported.notes.map(\.rendered) == [
            "ListViewController.swift:11:30: note: 'amountView' (in RowCell) is never added to a view: left out",
            "ListViewController.swift:22:9: note: 'if !isLoaded' runs only when its condition holds: the views it makes or "
                + "changes are left out; describe them in the screen",
            "ListViewController.swift:24:9: note: 'cell.configure(merchant: \"Tesco\")' is left out: a method of RowCell that "
                + "takes arguments, which the import does not follow: describe what it sets in the screen",
            "ListViewController.swift:26:9: note: 'UIAccessibility.post(notification: .announcement, argumen…' is left out: a "
                + "notification the app posts as it runs, which a screen does not hold (an exercise gives it to a gesture, as "
                + "onActivate: {announce: …})",
            "ListViewController.swift:29:13: note: the file also declares 'SettingsViewController', not imported here: "
                + "'axtutor import ListViewController.swift --view SettingsViewController' imports it",
        ])
    }

    /// A part a line cannot reach when it runs is left out with why: the bar has no items yet, the
    /// index is past them, a titled segment has no image (an instructor got screens `speak` refused).
    @Test func aPartTheCodeCannotReachIsNotedNotWritten() throws {
        let source = """
            import UIKit
            final class EdgeViewController: UIViewController {
                private let bar = UITabBar()
                private let seg = UISegmentedControl(items: ["Day", UIImage(systemName: "calendar")!])
                override func viewDidLoad() {
                    super.viewDidLoad()
                    bar.items?[0].isEnabled = false
                    bar.items = [UITabBarItem(title: "A", image: nil, tag: 0)]
                    bar.items?[7].accessibilityLabel = "Ghost"
                    seg.imageForSegment(at: 0)?.accessibilityLabel = "Ignored"
                    seg.setEnabled(false, forSegmentAt: 5)
                    view.addSubview(bar)
                    view.addSubview(seg)
                }
            }
            """
        let imported = try SwiftImporter.parse(source, file: "E.swift", view: nil)
        #expect(imported.screen.element("bar")?.parts.isEmpty == true && imported.screen.element("seg")?.parts.isEmpty == true)
        #expect(imported.notes.dropFirst().map(\.rendered).map { $0.components(separatedBy: " is left out: ").last ?? "" } == [
            "the bar has no items yet at this line ('items' is nil), so UIKit changes nothing",
            "the bar has 1 item here, and Swift stops the app at index 7",
            "segment 0 shows the title 'Day', so it has no image and VoiceOver reads the title",
            "the control has 2 segments here, and index 5 is past them",
        ])
    }

    /// A `UIView()` made in place among a stack's views is a spacer VoiceOver never reaches: no note.
    @Test func aSpacerMadeInPlaceIsNotNoted() throws {
        let source = """
            import UIKit
            final class PlayerViewController: UIViewController {
                private let titleLabel = UILabel()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    titleLabel.text = "Episode 12"
                    let stack = UIStackView(arrangedSubviews: [titleLabel, UIView(), UIView(frame: .zero), UILabel()])
                    view.addSubview(stack)
                }
            }
            """
        let imported = try SwiftImporter.parse(source, file: "P.swift", view: nil)
        #expect(imported.screen.element("stack")?.children.map(\.id) == ["titleLabel"])
        #expect(imported.notes.map(\.rendered) == ["P.swift:7:96: note: 'UILabel()' is made at run time: describe it in the screen"])
    }

    /// A view a control shows inside itself (a field's `leftView`, a cell's `accessoryView`) is its
    /// child, not a view "never added" (an instructor was told so, falsely).
    @Test func aFieldsLeftViewAndACellsAccessoryViewAreTheirChildren() throws {
        let source = """
            import UIKit
            final class SearchViewController: UIViewController {
                private let field = UITextField()
                private let icon = UIImageView(image: UIImage(named: "magnifier"))
                private let cell = UITableViewCell()
                private let badge = UILabel()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    field.leftView = icon
                    badge.text = "New"
                    cell.accessoryView = badge
                    view.addSubview(field)
                    view.addSubview(cell)
                }
            }
            """
        let imported = try SwiftImporter.parse(source, file: "S.swift", view: nil)
        #expect(imported.screen.element("field")?.children.map(\.id) == ["icon"])
        #expect(imported.screen.element("cell")?.children.map(\.id) == ["badge"])
        #expect(imported.notes.isEmpty)
    }

    /// A text looked up by a key of the app's strings file is shown as the key, with a note; a key
    /// that is the English text itself (Apple's convention) gets none.
    /// Modifiers that add views elsewhere (`.toolbar`, `.searchable`, `.swipeActions`) are noted, not
    /// dropped in silence.
    @Test func viewsAModifierAddsElsewhereAreNoted() throws {
        let source = """
            import SwiftUI
            struct EpisodeView: View {
                var body: some View {
                    NavigationStack {
                        List {
                            Text("Episode 12")
                                .swipeActions { Button("Delete") { } }
                        }
                        .navigationTitle("Now Playing")
                        .toolbar { Button("Queue") { } }
                        .searchable(text: .constant(""))
                    }
                }
            }
            """
        let imported = try SwiftImporter.parse(source, file: "E.swift", view: nil)
        #expect(imported.notes.map { String($0.rendered.prefix(40)) } == [
            "E.swift:7:21: note: a row's '.swipeActio", "E.swift:10:13: note: the '.toolbar' item",
            "E.swift:11:13: note: '.searchable' adds ",
        ])
    }

    @Test func aLocalizationKeyIsNoted() throws {
        let source = """
            import SwiftUI
            struct WelcomeView: View {
                var body: some View {
                    VStack {
                        Text("onboarding.welcome.title")
                        Text(NSLocalizedString("Start listening", comment: ""))
                        Text(String(localized: "onboarding_body"))
                        Text("v1.2")
                    }
                }
            }
            """
        let imported = try SwiftImporter.parse(source, file: "W.swift", view: nil)
        #expect(imported.screen.allElements.compactMap(\.text) == ["onboarding.welcome.title", "Start listening", "onboarding_body", "v1.2"])
        #expect(imported.notes.map(\.rendered) == [
            "W.swift:5:18: note: 'onboarding.welcome.title' looks like a key of the app's strings file, which the import "
                + "cannot read: the screen shows the key; write the words your app shows for it in the screen",
            "W.swift:7:36: note: 'onboarding_body' looks like a key of the app's strings file, which the import cannot read: "
                + "the screen shows the key; write the words your app shows for it in the screen"])
        #expect(LocalizationNotes.looksLikeKey("settings.title") && !LocalizationNotes.looksLikeKey("Hello. Welcome")
            && !LocalizationNotes.looksLikeKey("settings"))
    }

    /// A controller's `title` shows in the navigation bar of a controller the file does not
    /// hold: a note says so, as for SwiftUI's `.navigationTitle`.
    @Test func aControllersTitleIsANoteForItsNavigationBar() throws {
        let source = """
            import UIKit
            final class TransferViewController: UIViewController {
                let hint = UILabel()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    title = "Transfer"
                    hint.text = "Send money"
                    view.addSubview(hint)
                }
            }
            """
        let imported = try SwiftImporter.parse(source, file: "T.swift", view: nil)
        #expect(imported.notes.map(\.rendered) == ["T.swift:6:9: note: the title 'Transfer' shows in a navigation bar this "
            + "file does not hold (the controller's navigation controller): add a UINavigationBar with it to the screen, "
            + "which VoiceOver reads as a heading"])
    }

    /// `view.accessibilityElements = [b, a]` in a controller: the order is kept on a `view` that
    /// holds the controller's views, so VoiceOver reads them in it (it was left out with a note);
    /// the controller's other accessibility properties are still notes.
    @Test func aControllersViewOrderIsKeptOnAViewHoldingItsViews() throws {
        let source = """
            import UIKit
            final class ProfileViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let nameLabel = UILabel()
                    nameLabel.text = "Ada"
                    let editButton = UIButton(type: .system)
                    editButton.setTitle("Edit", for: .normal)
                    view.addSubview(nameLabel)
                    view.addSubview(editButton)
                    view.accessibilityElements = [editButton, nameLabel]
                    view.accessibilityLabel = "Profile"
                }
            }
            """
        let imported = try SwiftImporter.parse(source, file: "P.swift", view: nil)
        #expect(imported.screen.elements.map(\.id) == ["view"])
        #expect(imported.screen.elements.first?.children.map(\.id) == ["nameLabel", "editButton"])
        #expect(imported.screen.elements.first?.accessibilityElements == ["editButton", "nameLabel"])
        #expect(VoiceOver().announcements(of: imported.screen).map(\.speech) == ["Edit, button", "Ada"])
        #expect(imported.notes.map(\.rendered) == ["P.swift:12:9: note: the controller's own view is not an element of a screen: "
            + "'accessibilityLabel' is left out"])
        // An order that names views held inside others is left out with a note, so the screen reads
        // (a learner's imported stack was refused by speak).
        let nested = try SwiftImporter.parse(source.replacingOccurrences(of: "view.addSubview(nameLabel)\n        view.addSubview(editButton)",
                                                                         with: "view.addSubview(UIStackView(arrangedSubviews: [nameLabel, editButton]))"),
                                             file: "P.swift", view: nil)
        #expect(nested.screen.elements.map(\.id) != ["view"])
        #expect(nested.notes.contains { $0.rendered.contains("'view.accessibilityElements' names views held inside others") })
        #expect(throws: Never.self) { try ScreenLoader.parse(ImportText.screenFile(nested), file: "P.yaml") }
    }

    /// A SwiftUI view's `@State` with a literal first value is the screen's `state:`, typed as
    /// Swift infers it, so a fix's code reads and changes it by name (a learner's adjustable action
    /// on an imported screen was told 'rating' is no variable the screen declares); one a control
    /// is bound to stays that control's. A count before a text's words is left out of its id.
    @Test func aViewsStateIsTheScreensState() throws {
        let source = """
            import SwiftUI
            struct RatingView: View {
                @State private var rating = 3
                @State private var speed = 1.0
                @State private var unit = "stars"
                @State private var muted = false
                var body: some View {
                    HStack {
                        Text("Rating")
                        Text("\\(rating) stars")
                        Toggle("Muted", isOn: $muted)
                    }
                }
            }
            """
        let imported = try SwiftImporter.parse(source, file: "R.swift", view: nil)
        #expect(imported.screen.state == ["rating": StateVariable(value: .number(3), kind: .int),
                                          "speed": StateVariable(value: .number(1), kind: .double),
                                          "unit": StateVariable(value: .string("stars"), kind: .string)])
        let yaml = ImportText.screenFile(imported)
        #expect(yaml.contains("state:\n  rating: 3\n  speed: 1.0\n  unit: stars\nelements:"))
        #expect(try ScreenLoader.parse(yaml, file: "R.yaml").state == imported.screen.state)
        #expect(imported.screen.allElements.map(\.id).contains("starsText"))
    }
}
