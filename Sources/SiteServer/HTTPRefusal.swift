/// Why a request is refused: a status and a short reason, sent as plain text.
struct HTTPRefusal: Error, Equatable {
    let status: Int
    let reason: String

    /// The response: the status's name and the reason, `uri too long: the request line is longer than…`.
    var response: ServerResponse {
        .text(
            status, "\(ServerResponse.reason(status).lowercased()): \(reason)\n",
            headers: status == 405 ? [("Allow", "GET, HEAD")] : [])
    }
}
