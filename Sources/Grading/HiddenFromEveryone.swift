import AXModel
import Course
import FixScript

/// A fix that takes a shown view off the screen (`isHidden = true`, Android's `View.GONE` or
/// `View.INVISIBLE`) hides it from everyone: sighted users lose it too, while the exercise asks
/// only what the screen reader says. Unless a solution of the exercise takes it off too, the
/// check fails with the way to hide it from the screen reader alone (seed 002: hide from
/// VoiceOver, not from the screen; `docs/talkback.md` TB-1.9).
public struct HiddenFromEveryone: Sendable, Equatable {
    /// The view taken off the screen.
    public var id: String
    /// What it costs, and what to write instead.
    public var message: String

    /// The views shown on the broken screen that `screen` takes off and no solution does; none
    /// when it takes none off (the solutions are not applied then).
    static func check(_ screen: Screen, exercise: PreparedExercise) -> [HiddenFromEveryone] {
        let hidden = takenOff(screen, from: exercise.brokenScreen)
        guard !hidden.isEmpty else { return [] }
        var allowed: Set<String> = []
        for solution in exercise.exercise.solutions {
            guard let solved = try? FixScript.apply(solution.text, to: exercise.brokenScreen, file: nil) else { continue }
            allowed.formUnion(takenOff(solved, from: exercise.brokenScreen))
        }
        return hidden.filter { !allowed.contains($0) }.map { id in
            HiddenFromEveryone(id: id, message: message(id, on: screen.platform,
                                                        holdsViews: screen.element(id)?.children.isEmpty == false))
        }
    }

    /// The ids of the views shown on `broken` that `screen` has hidden, in screen order.
    static func takenOff(_ screen: Screen, from broken: Screen) -> [String] {
        broken.allElements.filter { !$0.isHidden }.map(\.id).filter { screen.element($0)?.isHidden == true }
    }

    static func message(_ id: String, on platform: Platform, holdsViews: Bool = false) -> String {
        switch platform {
        case .android:
            // `NO` leaves a layout's children read (TB-1.4): a layout takes NO_HIDE_DESCENDANTS.
            "\(id) is taken off the screen: sighted users lose it too. To take it from TalkBack only, keep it shown "
                + "and set \(id).importantForAccessibility = View.IMPORTANT_FOR_ACCESSIBILITY_NO"
                + (holdsViews ? "_HIDE_DESCENDANTS" : "")
        case .ios:
            "\(id) is taken off the screen: sighted users lose it too. To take it from VoiceOver only, keep it shown "
                + "and set \(id).isAccessibilityElement = false (or accessibilityElementsHidden = true for a container)"
        }
    }
}
