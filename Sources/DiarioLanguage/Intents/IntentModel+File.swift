import Foundation

extension IntentModel {
    private static let magic = Array("DIM2".utf8)
    private static let magicWithoutLanguage = Array("DIM1".utf8)

    /// What a model's file says, its header read and its length checked; its intent rows stay in the file.
    struct Layout {
        var intents: [Intent]
        var bucketCount: Int
        var biasSteps: [Int16]
        var scale: Float
        var language: LanguageHead?
        var rowsOffset: Int
    }

    /// The bytes of a model's file (the layout in ``IntentModel``'s description).
    static func encode(
        intents: [Intent], bucketCount: Int, biasSteps: [Int16], weightSteps: [Int16], scale: Float,
        language: LanguageHead?
    ) -> [UInt8] {
        var bytes = language == nil ? magicWithoutLanguage : magic
        func append(_ value: UInt32) { withUnsafeBytes(of: value.littleEndian) { bytes += $0 } }
        func append(_ steps: [Int16]) {
            for step in steps { withUnsafeBytes(of: step.littleEndian) { bytes += $0 } }
        }
        append(UInt32(bucketCount))
        append(UInt32(intents.count))
        for intent in intents {
            let name = Array(intent.rawValue.utf8)
            bytes.append(UInt8(name.count))
            bytes += name
        }
        append(scale.bitPattern)
        bytes.reserveCapacity(bytes.count + 2 * (biasSteps.count + weightSteps.count))
        append(biasSteps)
        append(weightSteps)
        if let language {
            append(language.scale.bitPattern)
            append(language.biasSteps)
            append(language.weightSteps)
        }
        return bytes
    }

    /// The layout of `file`; nil when it is not a model's file (a wrong magic, another bucket count, an unknown or
    /// repeated intent, a scale out of range, a short or long file), or when its last row cannot be read whole.
    static func layout(of file: ModelFile) -> Layout? {
        #if _endian(big)
            return nil  // the rows are summed as they lie in the file, little-endian
        #else
            guard file.count > 12 else { return nil }
            let hasLanguage = file.starts(with: magic)
            guard hasLanguage || file.starts(with: magicWithoutLanguage) else { return nil }
            var offset = 4
            func uint32() -> UInt32? {
                guard offset + 4 <= file.count else { return nil }
                defer { offset += 4 }
                return UInt32(littleEndian: file.base.loadUnaligned(fromByteOffset: offset, as: UInt32.self))
            }
            guard let buckets = uint32(), let classes = uint32(), Int(buckets) == IntentFeatures.bucketCount,
                classes > 0, classes <= 64
            else { return nil }
            var intents: [Intent] = []
            for _ in 0..<classes {
                guard offset < file.count else { return nil }
                let length = Int(file.base.load(fromByteOffset: offset, as: UInt8.self))
                guard offset + 1 + length <= file.count,
                    let intent = Intent(
                        rawValue: String(
                            decoding: UnsafeRawBufferPointer(start: file.base + offset + 1, count: length),
                            as: UTF8.self))
                else { return nil }
                intents.append(intent)
                offset += 1 + length
            }
            guard let scaleBits = uint32(), Set(intents).count == intents.count else { return nil }
            let scale = Float(bitPattern: scaleBits)
            let rows = Int(classes) * Int(buckets)
            let languageCount = 2 * (Int(buckets) + 1)
            // A weight is at most 32767 steps: sums of a few hundred stay finite, and the softmax a probability.
            let expected = 2 * (Int(classes) + rows) + (hasLanguage ? 4 + 2 * languageCount : 0)
            guard scale > 0, scale <= 1, file.count - offset == expected else { return nil }
            let biasSteps = file.steps(at: offset, count: Int(classes))
            let rowsOffset = offset + 2 * Int(classes)
            // The last row's last block of 32 steps is loaded whole: it may run past the file's end into what
            // follows it (the language head, or the padding of a copy).
            let lastBlockEnd = rowsOffset + 2 * (rows - Int(classes)) + 64 * ((Int(classes) + 31) / 32)
            guard lastBlockEnd <= file.readableCount else { return nil }
            offset = rowsOffset + 2 * rows
            var language: LanguageHead?
            if hasLanguage {
                guard let bits = uint32(), Float(bitPattern: bits) > 0, Float(bitPattern: bits) <= 1 else { return nil }
                language = LanguageHead(
                    biasSteps: file.steps(at: offset, count: 2),
                    weightSteps: file.steps(at: offset + 4, count: languageCount - 2),
                    scale: Float(bitPattern: bits))
            }
            return Layout(
                intents: intents, bucketCount: Int(buckets), biasSteps: biasSteps, scale: scale, language: language,
                rowsOffset: rowsOffset)
        #endif
    }
}

/// A model's file in memory: mapped read-only from disk (only the pages a line's rows touch are ever read), or a
/// copy followed by 128 zero bytes. Written once, read only afterwards: what makes it safe to share.
final class ModelFile: @unchecked Sendable {
    /// The file's first byte.
    let base: UnsafeRawPointer
    /// The file's length.
    let count: Int
    /// How many bytes from `base` may be read: the file, and the rest of its last page (mapped) or the padding.
    let readableCount: Int
    private let isMapped: Bool

    /// A copy of `bytes`.
    init(copying bytes: [UInt8]) {
        let memory = UnsafeMutableRawPointer.allocate(byteCount: bytes.count + 128, alignment: 64)
        memory.initializeMemory(as: UInt8.self, repeating: 0, count: bytes.count + 128)
        bytes.withUnsafeBytes {
            if let source = $0.baseAddress { memory.copyMemory(from: source, byteCount: $0.count) }
        }
        base = UnsafeRawPointer(memory)
        count = bytes.count
        readableCount = bytes.count + 128
        isMapped = false
    }

    /// The file at `path`, mapped; nil when it cannot be opened or mapped, or is not a regular file with bytes.
    /// A mapping sees what is later written into the same file: a model file is replaced, never rewritten in place.
    init?(mapping path: String) {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_size > 0, (status.st_mode & S_IFMT) == S_IFREG else {
            return nil
        }
        let size = Int(status.st_size)
        guard let mapped = mmap(nil, size, PROT_READ, MAP_PRIVATE, descriptor, 0), mapped != MAP_FAILED else {
            return nil
        }
        let page = Int(sysconf(Int32(_SC_PAGESIZE)))
        base = UnsafeRawPointer(mapped)
        count = size
        readableCount = page > 0 ? (size + page - 1) / page * page : size
        isMapped = true
    }

    deinit {
        if isMapped {
            munmap(UnsafeMutableRawPointer(mutating: base), count)
        } else {
            UnsafeMutableRawPointer(mutating: base).deallocate()
        }
    }

    /// The file's bytes.
    var bytes: [UInt8] { Array(UnsafeRawBufferPointer(start: base, count: count)) }

    /// Whether the file opens with `prefix`.
    func starts(with prefix: [UInt8]) -> Bool {
        count >= prefix.count && UnsafeRawBufferPointer(start: base, count: prefix.count).elementsEqual(prefix)
    }

    /// `count` little-endian Int16 steps from byte `offset`.
    func steps(at offset: Int, count: Int) -> [Int16] {
        [Int16](unsafeUninitializedCapacity: count) { steps, initialized in
            for index in 0..<count {
                steps[index] = Int16(
                    littleEndian: base.loadUnaligned(fromByteOffset: offset + 2 * index, as: Int16.self))
            }
            initialized = count
        }
    }

    /// Writes the sums of the rows of `buckets` (rows of `rowSteps` steps from byte `offset`), column by column,
    /// into `sums`, whose size is `rowSteps` rounded up to 32; the columns past `rowSteps` hold nothing of use.
    func sumRows(
        _ buckets: [Int32], from offset: Int, rowSteps: Int, bucketCount: Int,
        into sums: UnsafeMutableBufferPointer<Int32>
    ) {
        // A block of 32 columns at a time, summed in four vectors of eight that stay in registers over all the rows.
        var block = 0
        while block < rowSteps {
            var sum = (SIMD8<Int32>(), SIMD8<Int32>(), SIMD8<Int32>(), SIMD8<Int32>())
            for bucket in buckets where bucket >= 0 && Int(bucket) < bucketCount {
                let row = base + offset + 2 * (Int(bucket) * rowSteps + block)
                sum.0 &+= SIMD8<Int32>(truncatingIfNeeded: row.loadUnaligned(as: SIMD8<Int16>.self))
                sum.1 &+= SIMD8<Int32>(truncatingIfNeeded: row.loadUnaligned(fromByteOffset: 16, as: SIMD8<Int16>.self))
                sum.2 &+= SIMD8<Int32>(truncatingIfNeeded: row.loadUnaligned(fromByteOffset: 32, as: SIMD8<Int16>.self))
                sum.3 &+= SIMD8<Int32>(truncatingIfNeeded: row.loadUnaligned(fromByteOffset: 48, as: SIMD8<Int16>.self))
            }
            for column in 0..<8 {
                sums[block + column] = sum.0[column]
                sums[block + 8 + column] = sum.1[column]
                sums[block + 16 + column] = sum.2[column]
                sums[block + 24 + column] = sum.3[column]
            }
            block += 32
        }
    }
}
