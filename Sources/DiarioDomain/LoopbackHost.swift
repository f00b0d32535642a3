#if canImport(Glibc)
    import Glibc
#endif

/// Whether a URL's host is this machine, so that a secret sent to it over plain http never crosses a network.
public enum LoopbackHost {
    /// True for `localhost`, a name under `.localhost`, an IPv4 address in 127.0.0.0/8 and `::1` (brackets allowed);
    /// a name that merely starts with "127." (`127.0.0.1.example.com`) is not.
    public static func contains(_ host: String) -> Bool {
        let host = host.lowercased().trimmingCharacters(in: ["[", "]"])
        if host == "localhost" || host.hasSuffix(".localhost") { return true }
        var ipv4 = in_addr()
        if inet_pton(AF_INET, host, &ipv4) == 1 { return UInt32(bigEndian: ipv4.s_addr) >> 24 == 127 }
        var ipv6 = in6_addr()
        guard inet_pton(AF_INET6, host, &ipv6) == 1 else { return false }
        return withUnsafeBytes(of: ipv6) { bytes in bytes.dropLast().allSatisfy { $0 == 0 } && bytes.last == 1 }
    }
}

extension String {
    fileprivate func trimmingCharacters(in set: Set<Character>) -> String {
        var text = Substring(self)
        while let first = text.first, set.contains(first) { text.removeFirst() }
        while let last = text.last, set.contains(last) { text.removeLast() }
        return String(text)
    }
}
