import Yams

/// Measures what a YAML text's aliases expand to before Yams expands them. Yams gives an alias
/// the node its anchor names, so `[*a, *a]` under `&b`, `[*b, *b]` under `&c` … doubles at each
/// step, and an alias used as a key is hashed whole when Yams checks for duplicate keys: a
/// small file could take minutes and gigabytes before anything else sees it.
///
/// The measure composes a copy of the text in which every possible alias (`*` before a
/// character an anchor name may hold) is turned into plain text of the same length (`_name`),
/// so that copy has no alias to expand. Its tree, with the positions of the aliases, gives the
/// expanded size of every anchored node, and so of the whole document, in one walk.
struct YAMLAliases {
    /// Where each possible alias starts, counted as libYAML counts (see `find`), and its name.
    let names: [SourceLocation: String]
    /// The text with every possible alias made plain text.
    let plain: String

    /// The possible aliases of `text`; nil when it has none (nothing can expand).
    ///
    /// Lines and columns are counted as libYAML counts them, so they meet the marks of the
    /// nodes it composes: a byte order mark at the start is not counted, lines end as
    /// `SourceLines` ends them, a column is a Unicode scalar.
    static func find(in text: String) -> YAMLAliases? {
        var bytes = Array(text.utf8)
        var names: [SourceLocation: String] = [:]
        bytes.withUnsafeMutableBufferPointer { buffer in
            let reading = UnsafeBufferPointer(buffer)
            var line = 1, column = 1
            var index = buffer.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
            while index < buffer.count {
                let byte = buffer[index]
                if byte == 0x2A, index + 1 < buffer.count, isAnchorByte(buffer[index + 1]) {
                    var end = index + 1
                    while end < buffer.count, isAnchorByte(buffer[end]) { end += 1 }
                    names[SourceLocation(line: line, column: column)] =
                        String(decoding: reading[index + 1..<end], as: UTF8.self)
                    buffer[index] = UInt8(ascii: "_")
                    column += end - index
                    index = end
                    continue
                }
                let breakLength = SourceLines.lineBreakLength(reading, at: index)
                if breakLength > 0 {
                    line += 1
                    column = 1
                    index += breakLength
                    continue
                }
                if byte & 0xC0 != 0x80 { column += 1 }
                index += 1
            }
        }
        guard !names.isEmpty else { return nil }
        return YAMLAliases(names: names, plain: String(decoding: bytes, as: UTF8.self))
    }

    /// The characters libYAML allows in an anchor name: ASCII letters, digits, `-` and `_`.
    private static func isAnchorByte(_ byte: UInt8) -> Bool {
        (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
            || byte == 0x2D || byte == 0x5F
    }

    /// A problem found by `measure`, at a libYAML mark (line, and column in Unicode scalars).
    struct Excess: Error {
        enum Kind { case aliasAsKey, tooLarge }
        let kind: Kind
        let place: SourceLocation
    }

    /// Walks the tree composed from `plain` (with its parser still alive: Yams holds anchors
    /// weakly) and throws at the first alias used inside a key, or where the document, aliases
    /// expanded, passes `limit`: bytes of text plus one for each value.
    func measure(_ root: Node, limit: Int) throws(Excess) {
        var walk = Walk(names: names, limit: limit)
        _ = try walk.size(of: root, inKey: false)
    }

    private struct Walk {
        let names: [SourceLocation: String]
        let limit: Int
        /// The expanded size of the latest node bearing each anchor (a later anchor of the same
        /// name hides an earlier one, as in Yams).
        var anchors: [String: Int] = [:]
        var total = 0

        mutating func size(of node: Node, inKey: Bool) throws(Excess) -> Int {
            var size: Int
            switch node {
            case .scalar(let scalar):
                if scalar.style == .plain, let mark = scalar.mark,
                   let name = names[SourceLocation(line: mark.line, column: mark.column)] {
                    if inKey { throw Excess(kind: .aliasAsKey, place: SourceLocation(line: mark.line, column: mark.column)) }
                    size = anchors[name] ?? 0
                } else {
                    size = scalar.string.utf8.count + 1
                }
                try add(size, at: scalar.mark)
            case .mapping(let mapping):
                size = 1
                try add(1, at: mapping.mark)
                for (key, value) in mapping {
                    size += try self.size(of: key, inKey: true)
                    size += try self.size(of: value, inKey: inKey)
                }
            case .sequence(let sequence):
                size = 1
                try add(1, at: sequence.mark)
                for item in sequence {
                    size += try self.size(of: item, inKey: inKey)
                }
            case .alias(let alias):
                size = 0
                try add(0, at: alias.mark)
            }
            if let anchor = node.anchor { anchors[anchor.rawValue] = size }
            return size
        }

        /// Adds a node's share to the running total; every anchored node is part of it, so an
        /// anchor's size is never above `limit` and the sums cannot overflow.
        mutating func add(_ size: Int, at mark: Mark?) throws(Excess) {
            total += size
            if total > limit {
                throw Excess(kind: .tooLarge, place: SourceLocation(line: mark?.line ?? 1, column: mark?.column ?? 1))
            }
        }
    }
}
