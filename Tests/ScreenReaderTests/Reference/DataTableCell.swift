/// The context of a cell in a data table (Parser 73-81), and the words it adds to the cell's
/// description (Additions 23-51).
///
/// A data table is an object conforming to `UIAccessibilityContainerDataTable` whose cells
/// conform to `UIAccessibilityContainerDataTableCell`; a project screen cannot say that (its
/// `accessibilityContainerType: dataTable` sets the type on a plain view, which the parser
/// gives no context: Parser 926), so no generated screen reaches this. It is kept to complete
/// the description, and `DataTableGrid` checks it against the parser's own reference image.
struct DataTableCell: Equatable, Sendable {
    /// A header cell's label and value.
    struct Header: Equatable, Sendable {
        var label: String?
        var value: String?
    }

    /// 0-based; nil where the cell reports `NSNotFound`.
    var row: Int?
    var column: Int?
    var width: Int
    var height: Int
    var isFirstInRow: Bool
    var rowHeaders: [Header]
    var columnHeaders: [Header]

    /// The headers read before the cell's label: `Label: Value. ` each (Additions 24-35).
    var headersText: String {
        (rowHeaders + columnHeaders).map { header in
            switch (SnapshotDescription.nonEmpty(header.label), SnapshotDescription.nonEmpty(header.value)) {
            case (nil, nil): ""
            case (let label?, nil): "\(label). "
            case (nil, let value?): "\(value). "
            case (let label?, let value?): "\(label): \(value). "
            }
        }.joined()
    }

    /// The spans, row and column read after the label (Additions 39-51), 1-based.
    var placeText: String {
        var text = ""
        if height > 1, row != nil { text += " Spans \(height) rows." }
        if width > 1, column != nil { text += " Spans \(width) columns." }
        if isFirstInRow, let row { text += " Row \(row + 1)." }
        if let column { text += " Column \(column + 1)." }
        return text
    }
}

/// A data table as the parser asks it (Parser 488-551): its cells by place, and the header
/// cells the app names for each row and column.
struct DataTableGrid {
    /// One cell: where it starts, and its label and value.
    struct Cell: Equatable {
        var id: String
        var label: String?
        var value: String?
        var row: Int
        var column: Int
        var width = 1
        var height = 1
    }

    var cells: [Cell]
    /// The ids of the header cells of a row (`accessibilityHeaderElements(forRow:)`).
    var headersOfRow: (Int) -> [String]
    /// The ids of the header cells of a column (`accessibilityHeaderElements(forColumn:)`).
    var headersOfColumn: (Int) -> [String]

    /// `accessibilityDataTableCellElement(forRow:column:)`: the cell that starts there.
    func cell(row: Int, column: Int) -> Cell? {
        cells.first { $0.row == row && $0.column == column }
    }

    /// The context the parser gives a cell.
    func context(of cell: Cell) -> DataTableCell {
        // Parser 499-503: the first cell of its row has no cell starting before it in the row.
        let isFirstInRow = !(0..<cell.column).contains { self.cell(row: cell.row, column: $0) != nil }
        let header: (String) -> Cell? = { id in cells.first { $0.id == id } }
        // Parser 505-517: row headers are read only on the first cell of a row, never the cell
        // itself, and only headers that are cells of the table.
        let rowHeaders = isFirstInRow ? headersOfRow(cell.row).compactMap(header).filter { candidate in
            candidate.id != cell.id && self.cell(row: candidate.row, column: candidate.column) == candidate
        } : []
        // Parser 519-541: column headers, except the cell itself and, on the first cell of a
        // row, the header just above it.
        let columnHeaders = headersOfColumn(cell.column).compactMap(header).filter { candidate in
            if candidate.id == cell.id { return false }
            if isFirstInRow, candidate.row == cell.row - 1, candidate.column == cell.column { return false }
            return true
        }
        return DataTableCell(row: cell.row, column: cell.column, width: cell.width, height: cell.height,
                             isFirstInRow: isFirstInRow,
                             rowHeaders: rowHeaders.map { .init(label: $0.label, value: $0.value) },
                             columnHeaders: columnHeaders.map { .init(label: $0.label, value: $0.value) })
    }
}
