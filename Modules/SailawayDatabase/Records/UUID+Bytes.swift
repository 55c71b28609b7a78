import Foundation

extension UUID {
    /// The identifier whose sixteen bytes, in order, are `bytes`, as the app stores an identifier
    /// in a blob; nil when there are not exactly sixteen.
    init?(bytes: some Collection<UInt8>) {
        guard bytes.count == 16 else { return nil }
        let b = Array(bytes)
        self.init(uuid: (b[0], b[1], b[2], b[3], b[4], b[5], b[6], b[7], b[8], b[9], b[10], b[11], b[12], b[13], b[14], b[15]))
    }

    /// The identifier's sixteen bytes, in order: what a blob column holds for it.
    var bytes: [UInt8] {
        let u = uuid
        return [u.0, u.1, u.2, u.3, u.4, u.5, u.6, u.7, u.8, u.9, u.10, u.11, u.12, u.13, u.14, u.15]
    }
}
