import UIKit

final class FilterSheetViewController: UIViewController {
    private lazy var closeButton = UIButton(type: .close)
    private let sortControl = UISegmentedControl(items: ["Newest", "Price", "Rating"])
    private let searchField = UISearchTextField()
    private let resultsTable = UITableView()
    private let applyButton = UIButton(type: .system)
    private let dimmingView = UIView()
    private let panel = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        sortControl.selectedSegmentIndex = 1
        sortControl.insertSegment(withTitle: "Distance", at: 3, animated: false)
        searchField.placeholder = "Search shoes"
        applyButton.setTitle("Show 24 results", for: .normal)
        view.addSubview(dimmingView)
        view.addSubview(panel)
        panel.addSubview(closeButton)
        panel.addSubview(searchField)
        panel.addSubview(sortControl)
        panel.addSubview(resultsTable)
        panel.addSubview(applyButton)
        panel.accessibilityViewIsModal = true
    }
}
