import UIKit

final class ComposeMessageViewController: UIViewController {
    private let recipientLabel: UILabel = {
        let label = UILabel()
        label.text = "To: Ana Lima"
        return label
    }()
    private let messageView: UITextView = {
        let textView = UITextView()
        textView.text = ""
        textView.accessibilityLabel = "Message"
        return textView
    }()
    private let sendButton: UIButton = {
        let button = UIButton(type: .system)
        button.setImage(UIImage(systemName: "paperplane.fill"), for: .normal)
        return button
    }()
    private let attachButton = AttachmentButton()
    private let counter = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        counter.text = "\(remaining) characters left"
        counter.accessibilityTraits = .updatesFrequently
        [recipientLabel, messageView, counter, attachButton, sendButton].forEach(view.addSubview)
    }

    private var remaining: Int { 280 }
}
