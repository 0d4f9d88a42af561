import Testing
@testable import RoomClient

/// Reading an HTTP/1.1 answer as its bytes arrive (RFC 9112 §6: a body framed by its length,
/// by chunks, or by the end of the connection).
@Suite struct HTTPAnswerTests {
    func read(_ text: String, ended: Bool = false) -> HTTPAnswer.Reading {
        HTTPAnswer.read(Array(text.utf8), ended: ended)
    }

    func answer(_ status: Int, _ body: String) -> HTTPAnswer.Reading {
        .complete(HTTPAnswer(status: status, body: Array(body.utf8)))
    }

    @Test func aBodyWithALengthIsWholeOnceThatManyBytesHaveCome() {
        let head = "HTTP/1.1 201 Created\r\nContent-Type: application/json\r\nContent-Length: 11\r\n\r\n"
        #expect(read("HTTP/1.1 201 Cre") == .incomplete)
        #expect(read(head + "{\"ok\":") == .incomplete)
        #expect(read(head + "{\"ok\":true}") == answer(201, "{\"ok\":true}"))
        #expect(read(head + "{\"ok\":", ended: true) == .malformed("the answer ended early"))
    }

    @Test func aChunkedBodyIsJoined() {
        let head = "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n"
        #expect(read(head + "4\r\n{\"a\"\r\n") == .incomplete)
        #expect(read(head + "4\r\n{\"a\"\r\n3;ext=1\r\n:1}\r\n0\r\n\r\n") == answer(200, "{\"a\":1}"))
        #expect(read(head + "zz\r\n") == .malformed("the answer's chunk size is not a number"))
    }

    @Test func aBodyWithoutALengthEndsWithTheConnection() {
        let text = "HTTP/1.0 404 Not Found\r\nServer: x\r\n\r\n{\"error\":\"no such room\"}"
        #expect(read(text) == .incomplete)
        #expect(read(text, ended: true) == answer(404, "{\"error\":\"no such room\"}"))
        #expect(read("HTTP/1.1 204 No Content\r\n\r\n") == answer(204, ""))
    }

    @Test func anInformationalAnswerIsSkipped() {
        #expect(read("HTTP/1.1 100 Continue\r\n\r\nHTTP/1.1 429 Too Many Requests\r\ncontent-length: 0\r\n\r\n")
                == answer(429, ""))
        #expect(read("HTTP/1.1 100 Continue\r\n\r\n", ended: true)
                == .malformed("the connection was closed without an answer"))
    }

    @Test func whatIsNotHTTPIsSaidSo() {
        #expect(read("", ended: true) == .malformed("the connection was closed without an answer"))
        #expect(read("SSH-2.0-OpenSSH_9.6\r\n", ended: true) == .malformed("the answer is not HTTP"))
        #expect(read("HTTP/1.1 OK\r\n\r\n") == .malformed("the answer is not HTTP"))
        #expect(read("HTTP/1.1 200 OK\r\nno colon\r\n\r\n") == .malformed("the answer is not HTTP"))
        #expect(read("HTTP/1.1 200 OK\r\nContent-Length: -3\r\n\r\n")
                == .malformed("the answer's length is not a number"))
    }
}
