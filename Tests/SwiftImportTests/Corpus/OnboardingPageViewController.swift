import UIKit

final class OnboardingPageViewController: UIViewController {
    @IBOutlet weak var illustration: UIImageView!

    private let headline = UILabel()
    private let bodyText = UITextView()
    private let pageControl = UIPageControl()
    private let nextButton = UIButton()
    private let skipButton = UIButton()

    override func loadView() {
        view = UIView()
        headline.text = "Split bills in seconds"
        headline.accessibilityTraits = [.header, .summaryElement]
        bodyText.text = "Add friends, snap the receipt, done."
        bodyText.isEditable = false
        pageControl.numberOfPages = 3
        pageControl.currentPage = 0
        nextButton.setTitle("Next", for: .normal)
        nextButton.accessibilityTraits = [.button, .causesPageTurn]
        skipButton.setTitle("Skip", for: .normal)
        view.insertSubview(skipButton, at: 0)
        view.addSubview(headline)
        view.addSubview(bodyText)
        view.addSubview(pageControl)
        view.insertSubview(nextButton, belowSubview: pageControl)
    }
}
