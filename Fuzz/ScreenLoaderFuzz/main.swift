// libFuzzer harness: no bytes may crash the screen loader or make it slow; every refusal is
// located, there are at most `Diagnostic.problemLimit` of them (and a note), and what would be
// printed for them stays small. A broken promise is a crash, which libFuzzer reports.
// Built by scripts/fuzz.sh with `swiftc -sanitize=fuzzer` against Yams and Sources/AXModel.
import AXModel

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    do {
        _ = try ScreenLoader.parse(data: bytes, file: "fuzz.yaml")
    } catch let diagnostics as Diagnostics {
        checkBounded(diagnostics.items, source: String(decoding: bytes, as: UTF8.self))
    } catch {
        fatalError("the loader threw something other than Diagnostics: \(error)")
    }
    return 0
}

/// Traps unless every problem is located, there are few, and each prints in a few lines.
func checkBounded(_ items: [Diagnostic], source: String) {
    precondition(items.count <= Diagnostic.problemLimit + 1, "\(items.count) problems")
    for item in items {
        let located = item.line != nil && item.column != nil
        precondition(located || item.message.hasPrefix("too many problems"), "not located: \(item.rendered)")
        let printed = item.rendered.count + (item.excerpt(in: source)?.count ?? 0)
        precondition(printed <= Diagnostic.messageLimit + 2 * Diagnostic.excerptWidth + 200,
                     "\(printed) characters for one problem")
    }
}
