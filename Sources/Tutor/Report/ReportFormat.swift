import Foundation
import Presentation

/// The shapes `axtutor report` prints: text for people, JSON and CSV for scripts and
/// spreadsheets, JUnit XML for CI dashboards.
public enum ReportFormat: String, Sendable, CaseIterable {
    case text, json, csv, junit

    /// The report in this format.
    public func render(_ report: LearnerReport, style: TextStyle = TextStyle(plain: true)) -> String {
        switch self {
        case .text: ReportText.render(report, style: style)
        case .json: ReportJSON.render(report)
        case .csv: ReportCSV.render(report)
        case .junit: ReportJUnit.render(report)
        }
    }

    /// `95 s` → `1 min 35 s`; under a minute in seconds, an hour or more in hours and minutes.
    static func duration(_ seconds: Int) -> String {
        if seconds < 60 { return "\(seconds) s" }
        if seconds < 3600 { return seconds % 60 == 0 ? "\(seconds / 60) min" : "\(seconds / 60) min \(seconds % 60) s" }
        return "\(seconds / 3600) h \(seconds % 3600 / 60) min"
    }

    /// An ISO 8601 time in UTC, seconds precision.
    static func timestamp(_ date: Date) -> String {
        date.formatted(Date.ISO8601FormatStyle(timeZone: TimeZone(identifier: "UTC") ?? .current))
    }
}
