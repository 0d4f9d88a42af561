import UIKit

final class RatingView: UIView {
    private let titleLabel = UILabel()
    private let starsLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        titleLabel.text = "Rating"
        starsLabel.text = "★★★★☆"
        starsLabel.accessibilityLabel = "4 of 5 stars"
        addSubview(titleLabel)
        addSubview(starsLabel)
    }

    required init?(coder: NSCoder) { fatalError() }
}

final class PillButton: UIButton {
    override init(frame: CGRect) {
        super.init(frame: frame)
        setTitle("Follow", for: .normal)
    }
    required init?(coder: NSCoder) { fatalError() }
}

final class ReviewViewController: UIViewController {
    private let titleLabel = UILabel()
    private let rating = RatingView()
    private let follow = PillButton()

    override func viewDidLoad() {
        super.viewDidLoad()
        titleLabel.text = "Cafe Lisboa"
        titleLabel.accessibilityTraits = .header
        rating.isAccessibilityElement = true
        rating.accessibilityLabel = "Rating, 4 of 5 stars"
        view.addSubview(titleLabel)
        view.addSubview(rating)
        view.addSubview(follow)
    }
}
