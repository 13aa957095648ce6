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
        run(count: count, threads: max(1, min(jobs, count)), order: order, progress: progress) { index, _ in body(index) }
    }

    /// `map`, on `jobs` threads however few the items, with the threads that have no item left
    /// helping the items still running: an item hands work of its own to them through the
    /// `Helpers` it is given (a PNG's pieces, say), so that one large item among a few small
    /// ones does not leave threads idle while it runs alone.
    package static func map<T: Sendable>(count: Int, jobs: Int, order: [Int]? = nil, progress: (@Sendable (Int, Int) -> Void)? = nil,
                                         sharing body: @escaping @Sendable (Int, Helpers) -> T) -> [T] {
        run(count: count, threads: count == 0 ? 1 : max(1, jobs), order: order, progress: progress, body)
    }

    private static func run<T: Sendable>(count: Int, threads: Int, order: [Int]?, progress: (@Sendable (Int, Int) -> Void)?,
                                         _ body: @escaping @Sendable (Int, Helpers) -> T) -> [T] {
        let order = order.flatMap { $0.count == count && Set($0) == Set(0..<count) ? $0 : nil } ?? Array(0..<count)
        let results = Mutex<[Int: T]>([:])
        let next = Atomic<Int>(0)
        let finished = Atomic<Int>(0)
        let helpers = Helpers(items: count)
        let work = { @Sendable in
            while true {
                let position = next.add(1, ordering: .relaxed).oldValue
                guard position < count else { break }
                let index = order[position]
                let result = body(index, helpers)
                results.withLock { $0[index] = result }
                progress?(finished.add(1, ordering: .relaxed).newValue, count)
                helpers.itemFinished()
            }
            helpers.help()
        }
        RenderThreads.perform(threads) { _ in work() }
        let rendered = results.withLock { $0 }
        return (0..<count).map { rendered[$0]! }
    }

    /// The threads of one `map` that have run out of items, offered work by the items still
    /// running.
    package final class Helpers: @unchecked Sendable {
        /// Guards everything below; waited on by idle threads and by items waiting for help
        /// to finish.
        private let condition = NSCondition()
        private var offers: [Offer] = []
        private var itemsLeft: Int

        /// Workers 1..<count of a call to `workers`; `next` is the next one not yet taken.
        private final class Offer {
            let count: Int
            let body: @Sendable (Int) -> Void
            var next = 1
            /// Taken by a helper and not finished.
            var running = 0

            init(count: Int, body: @escaping @Sendable (Int) -> Void) {
                self.count = count
                self.body = body
            }
        }

        init(items: Int) {
            itemsLeft = items
        }

        /// Runs `body(worker)` for each of `count` workers and returns when all are done (a
        /// `PNGWriter.Workers`): worker 0 on the calling thread at once, the others on threads
        /// of the `map` that are idle or become so meanwhile, and those none took on the calling
        /// thread after its own. So a worker may start late, or after another has finished:
        /// bodies share their work through a counter and never wait for one another.
        package func workers(_ count: Int, _ body: @escaping @Sendable (Int) -> Void) {
            guard count > 1 else {
                if count == 1 { body(0) }
                return
            }
            let offer = Offer(count: count, body: body)
            condition.lock()
            offers.append(offer)
            condition.broadcast()
            condition.unlock()
            body(0)
            condition.lock()
            offers.removeAll { $0 === offer }
            let left = offer.next..<count
            offer.next = count
            condition.unlock()
            for worker in left { body(worker) }
            condition.lock()
            while offer.running > 0 { condition.wait() }
            condition.unlock()
        }

        fileprivate func itemFinished() {
            condition.lock()
            itemsLeft -= 1
            if itemsLeft == 0 { condition.broadcast() }
            condition.unlock()
        }

        /// Takes offered workers until every item has finished.
        fileprivate func help() {
            condition.lock()
            while true {
                if let offer = offers.first(where: { $0.next < $0.count }) {
                    let worker = offer.next
                    offer.next += 1
                    offer.running += 1
                    condition.unlock()
                    offer.body(worker)
                    condition.lock()
                    offer.running -= 1
                    condition.broadcast()
                } else if itemsLeft == 0 {
                    break
                } else {
                    condition.wait()
                }
            }
            condition.unlock()
        }
    }
}

/// A value made once, by the first thread to ask for it; threads asking meanwhile wait for it.
package final class SharedResult<Value: Sendable>: @unchecked Sendable {
    private let condition = NSCondition()
    private var make: (() throws -> Value)?
    private var result: Result<Value, any Error>?

    package init(_ make: @escaping () throws -> Value) {
        self.make = make
    }

    /// The value (or the error making it threw), made on this thread if it is the first to ask.
    package func value() throws -> Value {
        condition.lock()
        if let make {
            self.make = nil
            condition.unlock()
            let made = Result { try make() }
            condition.lock()
            result = made
            condition.broadcast()
        }
        while result == nil { condition.wait() }
        let result = result!
        condition.unlock()
        return try result.get()
    }
}
