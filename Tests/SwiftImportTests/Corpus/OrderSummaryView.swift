import UIKit

class OrderSummaryView: UIView {
    let titleLabel = UILabel()
    let itemsLabel = UILabel()
    let totalLabel = UILabel()
    let editButton = UIButton(type: .system)

    override init(frame: CGRect) {
        super.init(frame: frame)
        titleLabel.text = "Order summary"
        titleLabel.accessibilityTraits.insert(.header)
        itemsLabel.text = "3 items"
        totalLabel.text = "Total 64 euros"
        editButton.setTitle("Edit", for: .normal)
        editButton.accessibilityLabel = "Edit order"
        addSubview(titleLabel)
        addSubview(editButton)
        addSubview(itemsLabel)
        addSubview(totalLabel)
        // Read the title, then the lines, then the button.
        accessibilityElements = [titleLabel, itemsLabel, totalLabel, editButton]
        accessibilityContainerType = .semanticGroup
    }

    required init?(coder: NSCoder) { fatalError() }
}
