import AXModel

/// Generated screens for the benchmarks: a realistic mix of every common control.
enum BenchScreens {
    /// A screen of `count` elements cycling through labels, buttons, switches, sliders, fields,
    /// headings and images, grouped in rows of four.
    static func mixed(count: Int) -> Screen {
        var rows: [Element] = []
        var made = 0
        var rowIndex = 0
        while made < count {
            var row = Element(id: "row\(rowIndex)", type: .UIView)
            for _ in 0..<min(4, count - made) {
                row.children.append(element(made))
                made += 1
            }
            rows.append(row)
            rowIndex += 1
        }
        return Screen(elements: rows)
    }

    private static func element(_ n: Int) -> Element {
        switch n % 7 {
        case 0:
            var e = Element(id: "heading\(n)", type: .UILabel)
            e.text = "Section \(n)"
            e.accessibilityTraits = .header
            return e
        case 1:
            var e = Element(id: "button\(n)", type: .UIButton)
            e.title = "Play episode \(n)"
            return e
        case 2:
            var e = Element(id: "toggle\(n)", type: .UISwitch)
            e.accessibilityLabel = "Notifications \(n)"
            e.isOn = n % 2 == 0
            return e
        case 3:
            var e = Element(id: "volume\(n)", type: .UISlider)
            e.accessibilityLabel = "Volume"
            e.value = Double(n % 100) / 100
            return e
        case 4:
            var e = Element(id: "field\(n)", type: .UITextField)
            e.accessibilityLabel = "Email"
            e.text = "jane\(n)@example.com"
            return e
        case 5:
            var e = Element(id: "photo\(n)", type: .UIImageView)
            e.isAccessibilityElement = true
            e.accessibilityLabel = "Album cover \(n)"
            return e
        default:
            var e = Element(id: "caption\(n)", type: .UILabel)
            e.text = "Updated \(n) minutes ago"
            return e
        }
    }

    /// The same kind of screen as a YAML file, for timing the loader.
    static func yaml(count: Int) -> String {
        var lines = ["elements:"]
        for n in 0..<count {
            switch n % 5 {
            case 0: lines += ["  - id: heading\(n)", "    type: UILabel", "    text: Section \(n)", "    accessibilityTraits: [header]"]
            case 1: lines += ["  - id: button\(n)", "    type: UIButton", "    title: Play episode \(n)"]
            case 2: lines += ["  - id: toggle\(n)", "    type: UISwitch", "    isOn: true", "    accessibilityLabel: Notifications \(n)"]
            case 3: lines += ["  - id: volume\(n)", "    type: UISlider", "    value: 0.5", "    accessibilityLabel: Volume"]
            default: lines += ["  - id: field\(n)", "    type: UITextField", "    placeholder: Email", "    text: jane@example.com"]
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
