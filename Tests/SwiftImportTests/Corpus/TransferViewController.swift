import UIKit

/// Move money between accounts: amount slider, a stepper for the day and a confirm button.
class TransferViewController: UIViewController {
    let headerLabel = UILabel()
    let amountSlider = UISlider()
    let amountLabel = UILabel()
    let dayStepper = UIStepper()
    let progress = UIProgressView(progressViewStyle: .default)
    let confirmButton = UIButton(configuration: .filled())

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Transfer"
        setUpHeader()
        setUpAmount()
        confirmButton.configuration?.title = "Confirm transfer"
        progress.progress = 0.5
        progress.accessibilityLabel = "Step 2 of 4"
        for subview in [headerLabel, amountLabel, amountSlider, dayStepper, progress, confirmButton] {
            view.addSubview(subview)
        }
    }

    private func setUpHeader() {
        headerLabel.text = "Transfer to savings"
        headerLabel.accessibilityTraits = [.header]
        view.addSubview(headerLabel)
    }

    private func setUpAmount() {
        amountSlider.minimumValue = 0
        amountSlider.maximumValue = 500
        amountSlider.value = 125
        amountSlider.accessibilityLabel = "Amount"
        amountLabel.text = "125 euros"
        amountLabel.isAccessibilityElement = false
        dayStepper.minimumValue = 1
        dayStepper.maximumValue = 28
        dayStepper.value = 15
        view.addSubview(amountLabel)
        view.addSubview(amountSlider)
        view.addSubview(dayStepper)
        view.addSubview(progress)
        view.addSubview(confirmButton)
    }
}
