import Foundation
import VellumUI

/// The sizes a node has answered, by proposal: two kept inline, in 64 bytes beside the node's
/// frame, the ones pushed out in a short list, twelve in all (a stack asks each child for up
/// to five proposals: ideal, zero, infinity, its share, and its share with the stack's height;
/// a node of fixed size is asked once). Two rather than four inline keep every node smaller:
/// in a large tree, layout's time is mostly the lines of memory it reads.
///
/// Proposals are keyed by the bits of their two components, `nil` by a NaN that no
/// arithmetic produces, so a lookup compares integers. Two keys that are equal as numbers but
/// not as bits (0 and -0) only cost a second computation.
package struct SizeMemo {
    private struct Entry {
        var width: UInt64
        var height: UInt64
        var size: CGSize
    }

    /// The key of an unspecified (nil) component: a signalling NaN.
    private static let unspecified: UInt64 = 0x7FF4_0000_0000_00A5
    private static let empty = Entry(width: unspecified, height: unspecified, size: CGSize(width: -1, height: -1))

    package init() {}

    // The count first, so that a lookup of the first entry reads one cache line.
    private var count: UInt8 = 0
    private var next: UInt8 = 0
    private var older: [Entry] = []
    private var entries = (empty, empty)

    private static func key(_ value: CGFloat?) -> UInt64 {
        value.map { Double($0).bitPattern } ?? unspecified
    }

    /// One of the sizes remembered, whatever its proposal: for a node whose size is the same
    /// for every proposal, any will do.
    package var any: CGSize? {
        count > 0 ? entries.0.size : nil
    }

    /// The size remembered for `proposal`, if any.
    package func size(for proposal: ProposedViewSize) -> CGSize? {
        let width = Self.key(proposal.width), height = Self.key(proposal.height)
        return withUnsafeBytes(of: entries) { raw -> CGSize? in
            let inline = raw.bindMemory(to: Entry.self)
            for index in 0..<Int(count) where inline[index].width == width && inline[index].height == height {
                return inline[index].size
            }
            return nil
        } ?? older.first { $0.width == width && $0.height == height }?.size
    }

    /// Remembers `size` for `proposal`; the oldest inline entry moves to the list, whose
    /// oldest is dropped past ten.
    package mutating func remember(_ size: CGSize, for proposal: ProposedViewSize) {
        let entry = Entry(width: Self.key(proposal.width), height: Self.key(proposal.height), size: size)
        withUnsafeMutableBytes(of: &entries) { raw in
            let inline = raw.bindMemory(to: Entry.self)
            if count < 2 {
                inline[Int(count)] = entry
                count += 1
            } else {
                if older.count >= 10 { older.removeFirst() }
                older.append(inline[Int(next)])
                inline[Int(next)] = entry
                next = (next + 1) % 2
            }
        }
    }
}
