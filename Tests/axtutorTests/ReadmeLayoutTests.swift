import Foundation
import TestSupport
import Testing

/// The README's layout table and the module graph in Package.swift say the same: a row for every
/// target that is not a test, naming what that target uses, and no row for a target that is gone.
@Suite struct ReadmeLayoutTests {
    /// One target of the manifest: its folder and what it depends on (targets and products by name).
    struct Target: Equatable {
        var name: String
        var folder: String
        var uses: Set<String>
    }

    @Test func theLayoutTableNamesEveryTargetAndWhatItUses() throws {
        let manifest = try String(contentsOfFile: TestPack.repository + "/Package.swift", encoding: .utf8)
        let readme = try String(contentsOfFile: TestPack.repository + "/README.md", encoding: .utf8)
        let targets = Self.targets(in: manifest)
        let rows = Self.layoutRows(in: readme)
        #expect(targets.count >= 20)
        for target in targets {
            #expect(rows[target.folder] == target.uses,
                    "README's layout table: \(target.folder) should use \(target.uses.sorted()), has \(rows[target.folder]?.sorted() ?? [])")
        }
        let folders = Set(targets.map(\.folder))
        for folder in rows.keys.sorted() where !folders.contains(folder) {
            Issue.record("README's layout table lists \(folder), which Package.swift has no target for")
        }
    }

    /// Every `.target`, `.executableTarget` and `.systemLibrary` of the manifest.
    static func targets(in manifest: String) -> [Target] {
        var found: [Target] = []
        var rest = Substring(manifest)
        while let start = rest.firstRange(of: /\.(target|executableTarget|systemLibrary)\(/) {
            let call = balanced(rest[start.upperBound...], open: "(", close: ")")
            rest = rest[start.upperBound...].dropFirst(call.count)
            guard let name = call.firstMatch(of: /name: "([^"]+)"/)?.1 else { continue }
            let folder = call.firstMatch(of: /path: "([^"]+)"/).map { String($0.1) } ?? "Sources/\(name)"
            var uses: Set<String> = []
            if let list = call.firstRange(of: "dependencies: [") {
                var items = balanced(call[list.upperBound...], open: "[", close: "]")
                while let product = items.firstMatch(of: /\.product\(name: "([^"]+)"[^)]*\)/) {
                    uses.insert(String(product.1))
                    items.removeSubrange(product.range)
                }
                uses.formUnion(items.matches(of: /"([^"]+)"/).map { String($0.1) })
            }
            found.append(Target(name: String(name), folder: folder, uses: uses))
        }
        return found
    }

    /// The text up to the bracket that closes the one already opened before `text`.
    static func balanced(_ text: Substring, open: Character, close: Character) -> Substring {
        var depth = 1
        for index in text.indices {
            if text[index] == open { depth += 1 }
            if text[index] == close {
                depth -= 1
                if depth == 0 { return text[..<index] }
            }
        }
        return text
    }

    /// The rows of the README's three-column layout table: each folder named in the first
    /// column, with the names in the third (`—` for none).
    static func layoutRows(in readme: String) -> [String: Set<String>] {
        guard let section = readme.firstRange(of: "## Layout\n") else { return [:] }
        var rows: [String: Set<String>] = [:]
        for line in readme[section.upperBound...].split(separator: "\n") {
            if line.hasPrefix("## ") { break }
            let cells = line.split(separator: "|", omittingEmptySubsequences: false)
                .map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count == 5, cells[1].hasPrefix("`") else { continue }
            let uses = cells[3] == "—" ? [] : Set(cells[3].split(separator: ",").map {
                $0.trimmingCharacters(in: .whitespaces)
            })
            for folder in cells[1].split(separator: ",") {
                rows[folder.trimmingCharacters(in: .whitespaces).trimmingCharacters(in: CharacterSet(charactersIn: "`"))] = uses
            }
        }
        return rows
    }
}
