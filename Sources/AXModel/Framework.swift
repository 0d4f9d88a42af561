/// The UI framework a view type belongs to. It picks the defaults a screen reader starts from
/// and the statements that may change the view: UIKit properties for UIKit views, SwiftUI
/// modifiers for SwiftUI views, View attributes for Android views, Compose semantics for a
/// Composable node.
public enum Framework: String, Sendable, CaseIterable, Equatable {
    case uikit = "UIKit"
    case swiftUI = "SwiftUI"
    case androidViews = "Android views"
    case compose = "Jetpack Compose"

    /// The platform whose apps use this framework.
    public var platform: Platform {
        switch self {
        case .uikit, .swiftUI: .ios
        case .androidViews, .compose: .android
        }
    }
}
