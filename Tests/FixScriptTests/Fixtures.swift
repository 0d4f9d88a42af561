import AXModel
@testable import FixScript

/// Screens the tests fix, built in code, and helpers that apply a script and collect messages.
enum Fixtures {
    /// Seed 002's settings row: a caption and a switch that repeats it.
    static var darkTheme: Screen {
        var title = Element(id: "title", type: .UILabel)
        title.text = "Settings"
        title.accessibilityTraits = .header
        var caption = Element(id: "caption", type: .UILabel)
        caption.text = "Dark Theme"
        var themeSwitch = Element(id: "themeSwitch", type: .UISwitch)
        themeSwitch.isOn = false
        themeSwitch.accessibilityLabel = "Dark Theme"
        return Screen(elements: [title, Element(id: "row", type: .UIView, children: [caption, themeSwitch])])
    }

    /// One of each control with inner parts, plus images and plain views.
    static var controls: Screen {
        var img = Element(id: "img", type: .UIImageView)
        img.image = "heart"
        var stepper = Element(id: "stepper", type: .UIStepper)
        stepper.value = 2
        stepper.minimumValue = 0
        stepper.maximumValue = 10
        var tabs = Element(id: "tabs", type: .UITabBar)
        tabs.items = ["Home", "Inbox", "Settings"]
        tabs.selectedIndex = 0
        var segments = Element(id: "segments", type: .UISegmentedControl)
        segments.segments = ["Day", "Week"]
        segments.selectedSegmentIndex = 1
        var rating = Element(id: "rating", type: .UISlider)
        rating.className = "RatingView"
        rating.value = 3
        rating.minimumValue = 1
        rating.maximumValue = 5
        var button = Element(id: "button", type: .UIButton)
        button.title = "Play"
        var cell = Element(id: "cell", type: .UITableViewCell)
        cell.text = "Podcasts"
        return Screen(elements: [img, stepper, tabs, segments, rating, button, cell,
                                 Element(id: "box", type: .UIView)])
    }

    /// `controls` with the views a `RatingView`'s own code reaches held inside it, as its
    /// properties: a view's class reaches its subviews, not the view controller's other views.
    static var controlsInsideRating: Screen {
        var screen = controls
        let held = screen.elements.filter { ["stepper", "button"].contains($0.id) }
        screen.elements.removeAll { ["stepper", "button"].contains($0.id) }
        screen.modify("rating") { $0.children = held }
        return screen
    }

    /// Seed 001's rating view: a `RatingView` (the app's `UIControl` subclass) whose rating is
    /// the app's state, `rating` out of `maxRating`.
    static var ratingView: Screen {
        var view = Element(id: "ratingView", type: .UIControl)
        view.className = "RatingView"
        view.isAccessibilityElement = true
        view.accessibilityLabel = "Rating"
        view.accessibilityValue = "3"
        return Screen(elements: [view], state: ["rating": StateVariable(value: .number(3), kind: .int),
                                                "maxRating": StateVariable(value: .number(5), kind: .int),
                                                "word": StateVariable(value: .string("stars"), kind: .string),
                                                "isFavorite": StateVariable(value: .bool(false), kind: .bool)])
    }

    /// Seed 002's counter: a name, the visible count and a stepper, to rebuild as one adjustable.
    static var counter: Screen {
        var name = Element(id: "name", type: .UILabel)
        name.text = "Apples"
        var count = Element(id: "count", type: .UILabel)
        count.text = "3"
        var stepper = Element(id: "stepper", type: .UIStepper)
        stepper.value = 3
        stepper.minimumValue = 0
        stepper.maximumValue = 10
        var counter = Element(id: "counter", type: .UIView, children: [name, count, stepper])
        counter.className = "CounterView"
        return Screen(elements: [counter])
    }
}

extension Fixtures {
    /// Seed 002's settings row in SwiftUI: a heading, and an HStack of a caption and a toggle.
    static var swiftUIDarkTheme: Screen {
        var title = Element(id: "title", type: .Text)
        title.text = "Settings"
        title.accessibilityTraits = [.staticText, .header]
        var caption = Element(id: "caption", type: .Text)
        caption.text = "Dark Theme"
        var themeSwitch = Element(id: "themeSwitch", type: .Toggle)
        themeSwitch.isOn = false
        return Screen(elements: [title, Element(id: "row", type: .HStack, children: [caption, themeSwitch])])
    }

    /// SwiftUI views to modify: an image, a custom rating view with a value, a button, a text
    /// and an empty stack.
    static var swiftUIControls: Screen {
        var img = Element(id: "img", type: .Image)
        img.image = "heart"
        var rating = Element(id: "rating", type: .HStack)
        rating.value = 3
        rating.minimumValue = 1
        rating.maximumValue = 5
        var button = Element(id: "button", type: .SwiftUIButton)
        button.title = "Play"
        var cell = Element(id: "cell", type: .Text)
        cell.text = "Podcasts"
        return Screen(elements: [img, rating, button, cell, Element(id: "box", type: .VStack)],
                      state: ["stars": StateVariable(value: .number(3), kind: .int)])
    }

    /// Seed 002's counter in SwiftUI: an HStack of a name, the visible count and a UIKit
    /// stepper the view wraps.
    static var swiftUICounter: Screen {
        var name = Element(id: "name", type: .Text)
        name.text = "Apples"
        var count = Element(id: "count", type: .Text)
        count.text = "3"
        var stepper = Element(id: "stepper", type: .UIStepper)
        stepper.value = 3
        stepper.minimumValue = 0
        stepper.maximumValue = 10
        return Screen(elements: [Element(id: "counter", type: .HStack, children: [name, count, stepper])],
                      state: ["apples": StateVariable(value: .number(3), kind: .int)])
    }

    /// A sign-in form of Android views and a Compose settings row.
    static var android: Screen {
        var title = Element(id: "title", type: .TextView)
        title.text = "Sign in"
        var label = Element(id: "label", type: .TextView)
        label.text = "Email"
        var email = Element(id: "email", type: .EditText)
        email.android.hint = "name@example.com"
        var remember = Element(id: "remember", type: .CheckBox)
        remember.text = "Remember me"
        var volume = Element(id: "volume", type: .SeekBar)
        volume.android.progress = 40
        volume.android.max = 100
        var caption = Element(id: "caption", type: .TextView)
        caption.text = "Dark theme"
        let toggle = Element(id: "toggle", type: .Switch)
        let row = Element(id: "row", type: .ViewGroup, children: [caption, toggle])
        var name = Element(id: "name", type: .Composable)
        name.text = "Wi-Fi"
        let setting = Element(id: "setting", type: .Composable, children: [name])
        return Screen(platform: .android, elements: [title, label, email, remember, volume, row, setting,
                                                     Element(id: "submit", type: .Button),
                                                     Element(id: "icon", type: .ImageView)])
    }
}

/// The screen after `source`, or the thrown diagnostics rendered.
func applying(_ source: String, to screen: Screen = Fixtures.controls) throws -> Screen {
    try FixScript.apply(source, to: screen, file: nil)
}

/// Every message `source` gives, rendered (`LINE:COLUMN: error: …`); empty when it applies.
func messages(_ source: String, on screen: Screen = Fixtures.controls, file: String? = nil) -> [String] {
    do {
        _ = try FixScript.apply(source, to: screen, file: file)
        return []
    } catch let diagnostics as Diagnostics {
        return diagnostics.items.map(\.rendered)
    } catch {
        return ["unexpected \(error)"]
    }
}

/// The one message `source` gives, or a note saying how many it gave.
func message(_ source: String, on screen: Screen = Fixtures.controls) -> String {
    let all = messages(source, on: screen)
    return all.count == 1 ? all[0] : "\(all.count) messages: \(all)"
}

extension Screen {
    subscript(id: String) -> Element {
        element(id) ?? Element(id: "missing-\(id)", type: .UIView)
    }
}
