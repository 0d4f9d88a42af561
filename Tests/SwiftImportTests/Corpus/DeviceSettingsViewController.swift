import UIKit

/// A settings page built in code, with one view kept off screen until it is needed.
final class DeviceSettingsViewController: UIViewController {
    private let navigationBar = UINavigationBar()
    private let bluetoothLabel = UILabel()
    private let bluetoothSwitch = UISwitch()
    private let brightnessSlider = UISlider()
    private let warningLabel = UILabel()
    private let spinner = UIActivityIndicatorView(style: .medium)
    private let resetButton = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationBar.items = [UINavigationItem(title: "Settings"), UINavigationItem(title: "Device")]
        bluetoothLabel.text = "Bluetooth"
        bluetoothSwitch.isOn = false
        bluetoothSwitch.accessibilityLabel = "Bluetooth"
        brightnessSlider.value = 0.8
        brightnessSlider.accessibilityLabel = "Brightness"
        warningLabel.text = "Restart required"
        warningLabel.isHidden = true
        resetButton.setTitle("Reset all settings", for: .normal)
        resetButton.accessibilityHint = "Asks before it resets anything"
        let row = UIView()
        row.addSubview(bluetoothLabel)
        row.addSubview(bluetoothSwitch)
        row.shouldGroupAccessibilityChildren = true
        view.addSubview(navigationBar)
        view.addSubview(row)
        view.addSubview(brightnessSlider)
        view.addSubview(warningLabel)
        view.addSubview(spinner)
        view.addSubview(resetButton)
    }
}
