import AXModel

/// A generated android screen for the TalkBack benchmark: headings, buttons, switches, seek
/// bars, fields and images, grouped in layouts of four.
enum AndroidBenchScreens {
    static func mixed(count: Int) -> Screen {
        var layouts: [Element] = []
        var made = 0
        while made < count {
            var layout = Element(id: "layout\(layouts.count)", type: .ViewGroup)
            for _ in 0..<min(4, count - made) {
                layout.children.append(element(made))
                made += 1
            }
            layouts.append(layout)
        }
        return Screen(platform: .android, elements: layouts)
    }

    private static func element(_ n: Int) -> Element {
        switch n % 6 {
        case 0:
            var e = Element(id: "heading\(n)", type: .TextView)
            e.text = "Section \(n)"
            e.android.accessibilityHeading = true
            return e
        case 1:
            var e = Element(id: "button\(n)", type: .Button)
            e.text = "Play episode \(n)"
            return e
        case 2:
            var e = Element(id: "toggle\(n)", type: .Switch)
            e.text = "Notifications \(n)"
            e.android.checked = n % 2 == 0
            return e
        case 3:
            var e = Element(id: "volume\(n)", type: .SeekBar)
            e.android.contentDescription = "Volume \(n)"
            e.android.progress = n % 100
            return e
        case 4:
            var e = Element(id: "field\(n)", type: .EditText)
            e.android.hint = "Email \(n)"
            e.android.error = n % 3 == 0 ? "Required" : nil
            return e
        default:
            var e = Element(id: "image\(n)", type: .ImageView)
            e.android.contentDescription = "Cover \(n)"
            return e
        }
    }
}
