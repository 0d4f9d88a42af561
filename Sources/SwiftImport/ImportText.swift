import AXModel

/// The screen file `axtutor import` writes: where it came from and every note as comments at
/// its top, then the screen.
public enum ImportText {
    public static func screenFile(_ imported: ImportedScreen) -> String {
        var comment = ["Imported by axtutor import from \(imported.file): \(imported.framework.rawValue) \(imported.typeName)."]
        if !imported.notes.isEmpty {
            comment.append("Notes (what is left out, to describe by hand, and what to check):")
            comment += imported.notes.map(\.rendered)
        }
        return ScreenWriter.yaml(imported.screen, comment: comment)
    }
}
