public enum LineEditorPlaceholder {}
