import Foundation
import Synchronization
import VellumCairo

/// Work items run on a few threads, results kept in order: the output never depends on the
/// number of threads.
package enum ParallelWork {
    /// `body` applied to 0..<count on `jobs` threads; `progress` is told (done, total) after
    /// each item, from the thread that finished it. The items are taken up in `order` (a
    /// permutation of 0..<count; the largest first keeps one thread from finishing alone),
    /// and the results come back in index order whatever it is. Each thread takes its items on
    /// a render thread (`RenderThreads`), where the items' own renders then run without being
    /// handed to another thread.
    package static func map<T: Sendable>(count: Int, jobs: Int, order: [Int]? = nil, progress: (@Sendable (Int, Int) -> Void)? = nil,
                                         _ body: @escaping @Sendable (Int) -> T) -> [T] {
        let order = order.flatMap { $0.count == count && Set($0) == Set(0..<count) ? $0 : nil } ?? Array(0..<count)
        let results = Mutex<[Int: T]>([:])
        let next = Atomic<Int>(0)
        let finished = Atomic<Int>(0)
        let work = { @Sendable in
            while true {
                let position = next.add(1, ordering: .relaxed).oldValue
                guard position < count else { return }
                let index = order[position]
                let result = body(index)
                results.withLock { $0[index] = result }
                progress?(finished.add(1, ordering: .relaxed).newValue, count)
            }
        }
        let threads = max(1, min(jobs, count))
        if threads == 1 {
            _ = try? RenderThreads.run(work)
        } else {
            let group = DispatchGroup()
            for _ in 0..<threads {
                group.enter()
                Thread.detachNewThread { _ = try? RenderThreads.run(work); group.leave() }
            }
            group.wait()
        }
        let rendered = results.withLock { $0 }
        return (0..<count).map { rendered[$0]! }
    }
}
