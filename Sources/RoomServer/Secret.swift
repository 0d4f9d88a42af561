import Crypto
import Foundation

/// Facilitator tokens and learner secrets: 32 random bytes as base64url without padding,
/// kept on the server only as their SHA-256.
public enum Secret {
    /// A fresh secret.
    public static func random() -> String {
        var generator = SystemRandomNumberGenerator()
        return random(using: &generator)
    }

    /// A fresh secret from `generator`. It never starts with `-` (one in 64 would): a facilitator
    /// types the token after `--token`, where a leading `-` reads as another option.
    static func random(using generator: inout some RandomNumberGenerator) -> String {
        while true {
            let secret = base64URL((0..<32).map { _ in UInt8.random(in: 0...255, using: &generator) })
            if secret.first != "-" { return secret }
        }
    }

    /// The stored form of a secret: SHA-256 as lower-case hex.
    public static func hash(_ secret: String) -> String {
        SHA256.hash(data: Data(secret.utf8)).map { byte in
            let hex = String(byte, radix: 16)
            return byte < 16 ? "0" + hex : hex
        }.joined()
    }

    /// Base64url without padding (RFC 4648 section 5).
    static func base64URL(_ bytes: [UInt8]) -> String {
        Data(bytes).base64EncodedString()
            .replacingOccurrences(of: "+", with: "-")
            .replacingOccurrences(of: "/", with: "_")
            .replacingOccurrences(of: "=", with: "")
    }
}
