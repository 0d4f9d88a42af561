import UIKit

final class GalleryViewController: UIViewController {
    private let scrollView = UIScrollView()
    private let captionLabel = UILabel()
    private let likeButton = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        let photos = ["harbour", "tram", "tiles"]
        for (index, name) in photos.enumerated() {
            let imageView = UIImageView(image: UIImage(named: name))
            imageView.tag = index
            scrollView.addSubview(imageView)
        }
        let cover = UIImageView(image: UIImage(named: "lisbon-cover"))
        cover.isAccessibilityElement = true
        cover.accessibilityLabel = "Lisbon at dusk, seen from the castle"
        scrollView.insertSubview(cover, at: 0)
        captionLabel.text = "Lisbon, 12 photos"
        likeButton.setTitle("Like", for: .normal)
        likeButton.isSelected = true
        view.addSubview(scrollView)
        view.addSubview(captionLabel)
        view.addSubview(likeButton)
    }
}
