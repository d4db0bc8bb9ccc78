//! A fork-join pool for kernel chunks, OpenMP-style: the calling thread takes chunks too, and
//! workers spin for a while after a job before they park.
//!
//! Why not rayon (which this replaced): a rayon worker parks as soon as its deque is empty,
//! and a job injected from outside the pool wakes sleepers lazily. On a 2-vCPU VM the Perfetto
//! trace showed the second worker joining a 2 ms kernel after the first had finished every
//! chunk, so the median ran at one thread's speed. Here the caller never waits to start, and
//! a worker that finished a kernel a moment ago is still spinning when the next one is
//! published (back-to-back kernels and timed runs).
use std::panic::{AssertUnwindSafe, catch_unwind};
use std::sync::atomic::{AtomicBool, AtomicPtr, AtomicU64, AtomicUsize, Ordering};
use std::sync::{Arc, Condvar, Mutex};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

/// How long a worker keeps polling for the next job before it parks.
const SPIN: Duration = Duration::from_millis(2);

/// `ticket` packs the job's epoch (high 32 bits), its chunk count (16) and the next unclaimed
/// chunk (16), so a chunk is only ever claimed for the job it belongs to: a worker that read
/// an old job and was descheduled cannot take a chunk of the next one.
fn pack(epoch: u64, n: u64, next: u64) -> u64 {
    (epoch << 32) | (n << 16) | next
}
fn unpack(t: u64) -> (u64, u64, u64) {
    (t >> 32, (t >> 16) & 0xffff, t & 0xffff)
}
pub const MAX_CHUNKS: usize = 0xffff;

type Job<'a> = &'a (dyn Fn(usize, usize) + Sync);

struct Shared {
    ticket: AtomicU64,
    /// Points at the running job's `Job` (on the caller's stack) while chunks remain.
    job: AtomicPtr<()>,
    done: AtomicUsize,
    panicked: AtomicBool,
    shutdown: AtomicBool,
    sleepers: Mutex<usize>,
    wake: Condvar,
}

pub struct Pool {
    shared: Arc<Shared>,
    workers: Vec<JoinHandle<()>>,
    epoch: u64,
}

impl Pool {
    /// `threads` in total, counting the caller: `threads - 1` workers are spawned.
    pub fn new(threads: usize) -> std::io::Result<Pool> {
        let shared = Arc::new(Shared {
            ticket: AtomicU64::new(0),
            job: AtomicPtr::new(std::ptr::null_mut()),
            done: AtomicUsize::new(0),
            panicked: AtomicBool::new(false),
            shutdown: AtomicBool::new(false),
            sleepers: Mutex::new(0),
            wake: Condvar::new(),
        });
        let mut workers = vec![];
        for i in 1..threads.max(1) {
            let s = shared.clone();
            workers.push(
                std::thread::Builder::new()
                    .name(format!("quantbench-kernel-{i}"))
                    .spawn(move || worker(&s, i))?,
            );
        }
        Ok(Pool { shared, workers, epoch: 0 })
    }

    pub fn threads(&self) -> usize {
        self.workers.len() + 1
    }

    /// Runs `f(chunk, thread)` for every chunk in `0..n` (at most [`MAX_CHUNKS`]); returns when
    /// all have finished. Thread 0 is the caller. A panic in `f` is re-raised here.
    pub fn run(&mut self, n: usize, f: &(dyn Fn(usize, usize) + Sync)) {
        // The ticket has 16 bits for the count: more would silently drop chunks (`launch`
        // clamps its chunk count to this).
        assert!(n <= MAX_CHUNKS, "{n} chunks, at most {MAX_CHUNKS}");
        if n == 0 {
            return;
        }
        let s = &*self.shared;
        // Epoch 0 is what a fresh worker has "seen"; skip it when the counter wraps.
        self.epoch = ((self.epoch + 1) & 0xffff_ffff).max(1);
        let job: Job = f;
        s.done.store(0, Ordering::Relaxed);
        s.job.store(&job as *const Job as *mut (), Ordering::Relaxed);
        // Release: a worker that sees this epoch also sees `job` and `done` above.
        s.ticket.store(pack(self.epoch, n as u64, 0), Ordering::Release);
        if let Ok(sleepers) = s.sleepers.lock()
            && *sleepers > 0
        {
            s.wake.notify_all();
        }
        take_chunks(s, self.epoch, 0);
        let mut spins = 0u32;
        while s.done.load(Ordering::Acquire) < n {
            spins += 1;
            if spins < 1 << 12 {
                std::hint::spin_loop();
            } else {
                std::thread::yield_now();
            }
        }
        s.job.store(std::ptr::null_mut(), Ordering::Relaxed);
        if s.panicked.swap(false, Ordering::Relaxed) {
            panic!("a kernel chunk panicked on a pool thread");
        }
    }
}

impl Drop for Pool {
    fn drop(&mut self) {
        self.shared.shutdown.store(true, Ordering::Release);
        if let Ok(_g) = self.shared.sleepers.lock() {
            self.shared.wake.notify_all();
        }
        for w in self.workers.drain(..) {
            let _ = w.join();
        }
    }
}

/// Claims and runs chunks of job `epoch` until none is left.
fn take_chunks(s: &Shared, epoch: u64, thread: usize) {
    let mut t = s.ticket.load(Ordering::Acquire);
    loop {
        let (e, n, next) = unpack(t);
        if e != epoch || next >= n {
            return;
        }
        match s.ticket.compare_exchange_weak(t, t + 1, Ordering::AcqRel, Ordering::Acquire) {
            Ok(_) => {
                // SAFETY: we hold an unfinished chunk of `epoch`, so its caller is still inside
                // `run` (waiting for `done == n`) and `job` still points at its live `Job`.
                let job = unsafe { *(s.job.load(Ordering::Relaxed) as *const Job) };
                if catch_unwind(AssertUnwindSafe(|| job(next as usize, thread))).is_err() {
                    s.panicked.store(true, Ordering::Relaxed);
                }
                s.done.fetch_add(1, Ordering::Release);
                t = s.ticket.load(Ordering::Acquire);
            }
            Err(now) => t = now,
        }
    }
}

fn worker(s: &Shared, thread: usize) {
    let mut seen = 0u64;
    loop {
        let idle_since = Instant::now();
        let mut polls = 0u32;
        let epoch = loop {
            if s.shutdown.load(Ordering::Acquire) {
                return;
            }
            let (e, _, _) = unpack(s.ticket.load(Ordering::Acquire));
            if e != seen {
                break e;
            }
            polls += 1;
            // Checking the clock costs more than a poll; look at it every few hundred.
            if polls.is_multiple_of(256) && idle_since.elapsed() > SPIN {
                let Ok(mut sleepers) = s.sleepers.lock() else { return };
                *sleepers += 1;
                while unpack(s.ticket.load(Ordering::Acquire)).0 == seen
                    && !s.shutdown.load(Ordering::Acquire)
                {
                    sleepers = match s.wake.wait(sleepers) {
                        Ok(g) => g,
                        Err(_) => return,
                    };
                }
                *sleepers -= 1;
                polls = 0;
            } else if polls < 1 << 12 {
                std::hint::spin_loop();
            } else {
                // Past the first few microseconds, let the CPU go to anything runnable (the
                // caller running an interpreter step, or more threads than cores).
                std::thread::yield_now();
            }
        };
        seen = epoch;
        take_chunks(s, epoch, thread);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_chunk_runs_once_across_many_jobs() {
        let mut pool = Pool::new(3).unwrap();
        for n in [1usize, 2, 7, 64, 300] {
            for _ in 0..50 {
                let hits: Vec<AtomicUsize> = (0..n).map(|_| AtomicUsize::new(0)).collect();
                pool.run(n, &|c, t| {
                    assert!(t < 3);
                    hits[c].fetch_add(1, Ordering::Relaxed);
                });
                assert!(hits.iter().all(|h| h.load(Ordering::Relaxed) == 1), "n = {n}");
            }
        }
    }

    #[test]
    fn parked_workers_wake_for_the_next_job() {
        let mut pool = Pool::new(2).unwrap();
        std::thread::sleep(SPIN * 3);
        let threads: Vec<AtomicUsize> = (0..2).map(|_| AtomicUsize::new(0)).collect();
        // Chunks long enough that the worker, once woken, gets some.
        pool.run(64, &|_, t| {
            threads[t].fetch_add(1, Ordering::Relaxed);
            std::thread::sleep(Duration::from_millis(1));
        });
        assert_eq!(threads.iter().map(|h| h.load(Ordering::Relaxed)).sum::<usize>(), 64);
        assert!(threads[1].load(Ordering::Relaxed) > 0, "the parked worker never woke");
    }

    #[test]
    fn a_panicking_chunk_reaches_the_caller_and_the_pool_survives() {
        let mut pool = Pool::new(2).unwrap();
        let r = catch_unwind(AssertUnwindSafe(|| pool.run(8, &|c, _| assert!(c != 5))));
        assert!(r.is_err());
        let count = AtomicUsize::new(0);
        pool.run(8, &|_, _| {
            count.fetch_add(1, Ordering::Relaxed);
        });
        assert_eq!(count.load(Ordering::Relaxed), 8);
    }
}
