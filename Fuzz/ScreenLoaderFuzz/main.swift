// libFuzzer harness: no bytes may crash the screen loader, and every refusal is located.
// Built by scripts/fuzz.sh with `swiftc -sanitize=fuzzer` against Yams and Sources/AXModel.
import AXModel

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    do {
        _ = try ScreenLoader.parse(data: bytes, file: "fuzz.yaml")
    } catch let diagnostics as Diagnostics {
        for item in diagnostics.items { _ = item.rendered }
    } catch {}
    return 0
}
