/// `accessibilityContainerType`: how VoiceOver announces the edges of a container.
public enum ContainerType: String, Sendable, CaseIterable, Equatable {
    case list
    case landmark
    case semanticGroup
    case dataTable
    case none
}

/// `UITableViewCell.accessoryType`.
public enum AccessoryType: String, Sendable, CaseIterable, Equatable {
    case none
    case disclosureIndicator
    case detailDisclosureButton
    case checkmark
    case detailButton
}

/// SwiftUI's `.accessibilityElement(children:)`: how a container treats its children.
public enum ChildBehavior: String, Sendable, CaseIterable, Equatable {
    /// The children are merged into the container: labels joined with ", ", traits merged.
    case combine
    /// The container is one element and its children are ignored.
    case ignore
    /// The children stay separate elements inside the container.
    case contain
}
