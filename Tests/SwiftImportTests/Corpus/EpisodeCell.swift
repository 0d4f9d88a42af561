import UIKit

/// A podcast episode row: title, duration and a download button inside one cell.
final class EpisodeCell: UITableViewCell {
    private let titleLabel = UILabel()
    private let durationLabel = UILabel()
    private let downloadButton = UIButton(type: .custom)

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        titleLabel.text = "Type on screens"
        durationLabel.text = "48 min"
        downloadButton.setImage(UIImage(named: "download-arrow"), for: .normal)
        downloadButton.accessibilityLabel = "Download"
        contentView.addSubview(titleLabel)
        contentView.addSubview(durationLabel)
        contentView.addSubview(downloadButton)
        accessoryType = .disclosureIndicator
        isAccessibilityElement = true
        accessibilityLabel = "Type on screens, 48 minutes"
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}
