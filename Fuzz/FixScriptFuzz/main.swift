// libFuzzer harness: no fix script may crash the parser or the interpreter, or make them slow,
// and what would be printed for its problems stays small (its corpus holds statements of 8 to
// 28 KB, and `options` lets inputs grow to 64 KB).
// Built by scripts/fuzz.sh with `swiftc -sanitize=fuzzer` against Sources/AXModel, Sources/FixScript and
// Sources/ScreenReader: a script that applies is then swiped through, running its adjustment bodies.
import AXModel
import FixScript
import ScreenReader

/// A screen with every kind of element a statement can reach, parts included.
let fuzzScreen: Screen = {
    var caption = Element(id: "caption", type: .UILabel)
    caption.text = "Dark Theme"
    var themeSwitch = Element(id: "themeSwitch", type: .UISwitch)
    themeSwitch.isOn = false
    var stepper = Element(id: "stepper", type: .UIStepper)
    stepper.value = 2
    stepper.maximumValue = 10
    var tabs = Element(id: "tabs", type: .UITabBar)
    tabs.items = ["Home", "Inbox"]
    tabs.selectedIndex = 0
    var segments = Element(id: "segments", type: .UISegmentedControl)
    segments.segments = ["Day", "Week", "Month"]
    var rating = Element(id: "rating", type: .UISlider)
    rating.className = "RatingSlider"
    rating.value = 3
    var img = Element(id: "img", type: .UIImageView)
    img.image = "heart"
    // The app's class adopts AXCustomContentProvider: UIKit's custom content statements apply.
    img.className = "HeartView"
    img.customContent = []
    // SwiftUI views, which take SwiftUI's modifiers and refuse UIKit's properties.
    var title = Element(id: "title", type: .Text)
    title.text = "Settings"
    var toggle = Element(id: "toggle", type: .Toggle)
    toggle.title = "Wi-Fi"
    return Screen(elements: [
        Element(id: "row", type: .UIView, children: [caption, themeSwitch]),
        stepper, tabs, segments, rating, img, Element(id: "button", type: .UIButton),
        Element(id: "stack", type: .HStack, children: [title, toggle]),
    ], state: ["stars": StateVariable(value: .number(3), kind: .int), "unit": StateVariable(value: .string("stars"), kind: .string),
               "scale": StateVariable(value: .number(2.5), kind: .double), "on": StateVariable(value: .bool(true), kind: .bool)])
}()

/// An android screen: views of each kind a View attribute statement reaches, and Compose nodes.
let fuzzAndroidScreen: Screen = {
    var label = Element(id: "label", type: .TextView)
    label.text = "Email"
    var email = Element(id: "email", type: .EditText)
    email.android.hint = "name@example.com"
    var volume = Element(id: "volume", type: .SeekBar)
    volume.android.progress = 40
    var name = Element(id: "name", type: .Composable)
    name.text = "Wi-Fi"
    var toast = Element(id: "toast", type: .TextView)
    toast.text = "Saved"
    toast.updates = ["Saved again"]
    var save = Element(id: "save", type: .Button)
    save.onActivate = [.show("toast")]
    // A Compose text that reads the app's state (its binding is made for each input, below).
    var basket = Element(id: "basket", type: .Composable)
    basket.text = "2 in basket"
    return Screen(platform: .android, elements: [
        label, email, volume, Element(id: "remember", type: .CheckBox), toast, save,
        Element(id: "row", type: .ViewGroup, children: [Element(id: "caption", type: .TextView),
                                                        Element(id: "toggle", type: .Switch)]),
        Element(id: "setting", type: .Composable, children: [name]), basket,
    ], state: ["count": StateVariable(value: .number(2), kind: .int), "saved": StateVariable(value: .bool(false), kind: .bool)],
       windowTitle: "Settings")
}()

/// Every stop reached, each adjusted both ways (or its actions chosen) and activated, then its
/// actions chosen on the actions rotor.
let swipes: [Gesture] = (try? Gesture.parseList(Array(repeating: "swipe right; swipe up; swipe up; swipe down; double tap; "
                                                      + "rotor actions; swipe down; double tap; rotor more content; swipe down",
                                                      count: 12).joined(separator: "; "))) ?? []
/// TalkBack's: each stop activated and its actions menu opened; a wait for the live regions.
let androidSwipes: [Gesture] = (try? Gesture.parseList(Array(repeating: "swipe right; swipe up; double tap; actions menu A; "
                                                             + "actions menu B; wait 1; launch; swipe right",
                                                             count: 12).joined(separator: "; "), on: .android)) ?? []

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let source = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    _ = FixScript.isIncomplete(source)
    // apply parses (the same code `parse` runs) and then runs the interpreter even on a script
    // with problems, to check the statements that did parse.
    // Each screen reads the script in its own dialect.
    // The android screen's actions are made for each input: their handlers are boxed enums, which
    // a global would keep alive past the first input, where the leak check counts them.
    var android = fuzzAndroidScreen
    _ = android.modify("save") { $0.customActions = [CustomAction(name: "A", effects: [.announce(.string("a"))]), CustomAction(name: "B")] }
    _ = android.modify("basket") { $0.bindings["text"] = .interpolation([.variable("count"), .string(" in basket")]) }
    for screen in [fuzzScreen, android] {
        do {
            let fixed = try FixScript.apply(source, to: screen, file: "fuzz")
            let reader: any ScreenReaderModel = screen.platform == .ios ? VoiceOver() : TalkBack()
            _ = reader.play(screen.platform == .ios ? swipes : androidSwipes, on: fixed)
        } catch let diagnostics as Diagnostics {
            checkBounded(diagnostics.items, source: source)
        } catch {
            fatalError("apply threw something other than Diagnostics: \(error)")
        }
    }
    return 0
}

/// Traps unless there are at most `Diagnostic.problemLimit` problems (and a note), each
/// located and printed in a few short lines, however long the input.
func checkBounded(_ items: [Diagnostic], source: String) {
    precondition(items.count <= Diagnostic.problemLimit + 1, "\(items.count) problems")
    for item in items {
        let located = item.line != nil && item.column != nil
        precondition(located || item.message.hasPrefix("too many problems"), "not located: \(item.rendered)")
        let printed = item.rendered.count + (item.excerpt(in: source)?.count ?? 0)
        precondition(printed <= Diagnostic.messageLimit + 2 * Diagnostic.excerptWidth + 200,
                     "\(printed) characters for one problem")
    }
}
