import UIKit

final class LoginViewController: UIViewController {
    private let logoView = UIImageView(image: UIImage(named: "bank-logo"))
    private let emailField = UITextField()
    private let passwordField = UITextField()
    private let rememberSwitch = UISwitch()
    private let rememberLabel = UILabel()
    private let signInButton = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        emailField.placeholder = "Email"
        emailField.borderStyle = .roundedRect
        passwordField.placeholder = "Password"
        passwordField.isSecureTextEntry = true
        rememberLabel.text = "Remember me"
        rememberSwitch.setOn(true, animated: false)
        signInButton.setTitle("Sign in", for: .normal)
        signInButton.isEnabled = false
        signInButton.addTarget(self, action: #selector(signIn), for: .touchUpInside)

        let rememberRow = UIStackView(arrangedSubviews: [rememberLabel, rememberSwitch])
        rememberRow.axis = .horizontal
        let form = UIStackView(arrangedSubviews: [logoView, emailField, passwordField, rememberRow, signInButton])
        form.axis = .vertical
        form.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(form)
        NSLayoutConstraint.activate([
            form.centerYAnchor.constraint(equalTo: view.centerYAnchor),
            form.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 24),
        ])
    }

    @objc private func signIn() {}
}
