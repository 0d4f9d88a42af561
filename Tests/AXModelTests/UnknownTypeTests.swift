import Testing
@testable import AXModel

/// An unknown type's error lists the types a screen takes, and suggests only a real near miss:
/// a class the model does not have yet (`UICollectionViewCell`) is said to be one, not "a UIView".
@Suite struct UnknownTypeTests {
    @Test func theValidTypesAreListedByFramework() {
        #expect(ElementType.listed(on: .ios) == "ios screens take the UIKit classes UIView, UIControl, UILabel, UIButton, "
                + "UIImageView, UISwitch, UISlider, UIStepper, UITextField, UITextView, UISearchTextField, "
                + "UISegmentedControl, UITabBar, UINavigationBar, UIProgressView, UITableViewCell, UIPageControl, "
                + "UIActivityIndicatorView, UIScrollView, UITableView, UICollectionView and the SwiftUI views Text, Image, Label, Button, Toggle, Slider, Picker, TextField, SecureField, HStack, "
                + "VStack, ZStack, Group, List, Form, Section, NavigationStack")
        #expect(ElementType.listed(on: .android) == "android screens take the Android classes TextView, Button, "
                + "ImageButton, ImageView, EditText, CheckBox, RadioButton, Switch, SeekBar, ProgressBar, Spinner, "
                + "ViewGroup and Composable (a Jetpack Compose node)")
    }

    @Test func aClassTheModelDoesNotHaveYetGetsNoFalseNearMiss() {
        #expect {
            _ = try ScreenLoader.parse("""
                elements:
                  - {id: feed, type: UIDatePicker}
                  - {id: rows, type: UIPickerView}
                  - {id: tile, type: UICollectionViewCell}
                  - {id: save, type: UIButon}
                """, file: "s.yaml")
        } throws: { error in
            let items = Diagnostics.items(in: error)
            let ios = ElementType.listed(on: .ios)
            return items.map(\.rendered) == [
                "s.yaml:2:22: error: unknown type 'UIDatePicker': the model has no UIDatePicker yet; \(ios)",
                "s.yaml:3:22: error: unknown type 'UIPickerView': the model has no UIPickerView yet; \(ios)",
                "s.yaml:4:22: error: unknown type 'UICollectionViewCell': the model has no UICollectionViewCell yet; \(ios)",
                "s.yaml:5:22: error: unknown type 'UIButon': \(ios) — did you mean 'UIButton'?",
            ]
        }
    }
}
