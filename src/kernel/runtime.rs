//! Runs a scheduled program: buffers allocated once (a buffer's storage is reused by a later
//! buffer once its last reader has run), JIT kernels in schedule order split across a thread
//! pool, and extern steps (what the JIT does not compile) through a callback, which the
//! caller implements with the reference interpreter — those steps are reported `jit: false`.
use super::jit::{CompiledKernel, Jit};
use super::{BufDecl, CodegenOptions, KernelError, KernelSpec, Result};
use std::collections::HashMap;
use std::time::Instant;

/// Bytes past the end of every buffer: vector loads of narrow dtypes read up to 8 bytes from
/// the last element.
const PAD: usize = 64;

/// Access to the program's buffers by name, for extern steps and for inputs/outputs.
pub struct Buffers {
    decls: Vec<BufDecl>,
    blocks: Vec<Vec<u64>>,
    assign: HashMap<String, usize>,
}

impl Buffers {
    pub fn decl(&self, name: &str) -> Option<&BufDecl> {
        self.decls.iter().find(|d| d.name == name)
    }
    fn len_of(&self, name: &str) -> Option<usize> {
        self.decl(name).map(|d| d.numel.max(0) as usize * d.dtype.size_bytes())
    }
    pub fn bytes(&self, name: &str) -> Option<&[u8]> {
        let n = self.len_of(name)?;
        let b = self.blocks.get(*self.assign.get(name)?)?;
        // SAFETY: u64 storage reinterpreted as bytes; n <= block size by allocation.
        let all: &[u8] = unsafe { std::slice::from_raw_parts(b.as_ptr().cast::<u8>(), b.len() * 8) };
        all.get(..n)
    }
    pub fn bytes_mut(&mut self, name: &str) -> Option<&mut [u8]> {
        let n = self.len_of(name)?;
        let i = *self.assign.get(name)?;
        let b = self.blocks.get_mut(i)?;
        // SAFETY: as in `bytes`, with exclusive access.
        let all: &mut [u8] = unsafe { std::slice::from_raw_parts_mut(b.as_mut_ptr().cast::<u8>(), b.len() * 8) };
        all.get_mut(..n)
    }
    fn ptr(&mut self, name: &str) -> Option<*mut u8> {
        let i = *self.assign.get(name)?;
        self.blocks.get_mut(i).map(|b| b.as_mut_ptr().cast::<u8>())
    }
    /// Distinct storage blocks and their total size in bytes.
    pub fn footprint(&self) -> (usize, usize) {
        (self.blocks.len(), self.blocks.iter().map(|b| b.len() * 8).sum())
    }
}

pub type ExternFn = Box<dyn FnMut(&mut Buffers) -> std::result::Result<(), String>>;

/// One scheduled node before compilation.
pub enum StepSpec {
    Jit { spec: KernelSpec, fx_nodes: Vec<String> },
    Extern { name: String, fx_nodes: Vec<String>, reads: Vec<String>, writes: Vec<String>, run: ExternFn },
}

pub enum Step {
    Jit { kernel: CompiledKernel, fx_nodes: Vec<String> },
    Extern { name: String, fx_nodes: Vec<String>, reads: Vec<String>, writes: Vec<String>, run: ExternFn },
}

impl Step {
    pub fn name(&self) -> &str {
        match self {
            Step::Jit { kernel, .. } => &kernel.name,
            Step::Extern { name, .. } => name,
        }
    }
    pub fn is_jit(&self) -> bool {
        matches!(self, Step::Jit { .. })
    }
    pub fn fx_nodes(&self) -> &[String] {
        match self {
            Step::Jit { fx_nodes, .. } | Step::Extern { fx_nodes, .. } => fx_nodes,
        }
    }
    fn touched(&self) -> Vec<String> {
        match self {
            Step::Jit { kernel, .. } => kernel.slots.iter().map(|s| s.name.clone()).collect(),
            Step::Extern { reads, writes, .. } => reads.iter().chain(writes).cloned().collect(),
        }
    }
    /// Bytes read and written once (the roofline numerator).
    pub fn bytes_moved(&self, bufs: &Buffers) -> u64 {
        self.touched().iter().filter_map(|n| bufs.len_of(n)).map(|n| n as u64).sum()
    }
}

pub struct Program {
    pub steps: Vec<Step>,
    pub buffers: Buffers,
    pub compile_s: f64,
    pool: rayon::ThreadPool,
    threads: usize,
    // Last: the code memory must outlive every kernel pointer in `steps`.
    _jit: Jit,
}

impl Program {
    /// Compiles every JIT step and plans storage. `pinned` buffers (graph inputs and outputs)
    /// get storage of their own.
    pub fn new(specs: Vec<StepSpec>, decls: Vec<BufDecl>, pinned: &[String], threads: usize, options: CodegenOptions) -> Result<Program> {
        let t0 = Instant::now();
        let mut jit = Jit::new(options)?;
        let mut steps = Vec::with_capacity(specs.len());
        for s in specs {
            steps.push(match s {
                StepSpec::Jit { spec, fx_nodes } => Step::Jit { kernel: jit.compile(&spec, &decls)?, fx_nodes },
                StepSpec::Extern { name, fx_nodes, reads, writes, run } => Step::Extern { name, fx_nodes, reads, writes, run },
            });
        }
        let compile_s = t0.elapsed().as_secs_f64();
        let buffers = allocate(&steps, decls, pinned);
        let threads = threads.max(1);
        let pool = rayon::ThreadPoolBuilder::new()
            .num_threads(threads)
            .build()
            .map_err(|e| KernelError::Cranelift(format!("thread pool: {e}")))?;
        Ok(Program { steps, buffers, compile_s, pool, threads, _jit: jit })
    }

    pub fn run_all(&mut self) -> Result<Vec<f64>> {
        (0..self.steps.len()).map(|i| self.run_step(i)).collect()
    }

    /// Runs one step; returns its wall time in seconds.
    pub fn run_step(&mut self, i: usize) -> Result<f64> {
        let t0 = Instant::now();
        let Some(step) = self.steps.get_mut(i) else {
            return Err(KernelError::Cranelift(format!("no step {i}")));
        };
        match step {
            Step::Extern { name, run, .. } => {
                run(&mut self.buffers).map_err(|m| KernelError::Unsupported { kernel: name.clone(), msg: m })?;
            }
            Step::Jit { kernel, .. } => {
                let mut ptrs = Vec::with_capacity(kernel.slots.len());
                for s in &kernel.slots {
                    match self.buffers.ptr(&s.name) {
                        Some(p) => ptrs.push(p as usize),
                        None => return Err(KernelError::Cranelift(format!("{}: buffer {} has no storage", kernel.name, s.name))),
                    }
                }
                let bad = launch(&self.pool, self.threads, kernel, &ptrs);
                if bad > 0 {
                    let buf = kernel.slots.get(bad as usize - 1).map(|s| s.name.clone()).unwrap_or_default();
                    return Err(KernelError::RuntimeBounds { kernel: kernel.name.clone(), buf });
                }
            }
        }
        Ok(t0.elapsed().as_secs_f64())
    }
}

/// Splits `[0, outer)` into one chunk per thread (aligned to the kernel's grain) and runs them;
/// returns the first bounds-check failure code, 0 if none.
fn launch(pool: &rayon::ThreadPool, threads: usize, k: &CompiledKernel, ptrs: &[usize]) -> i64 {
    let call = |lo: i64, hi: i64| -> i64 {
        let mut err: i64 = 0;
        let p: Vec<*mut u8> = ptrs.iter().map(|&a| a as *mut u8).collect();
        // SAFETY: the pointers are the kernel's buffers, each at least as large as the kernel
        // was compiled for (bounds proven or checked at compile time), padded for vector
        // over-reads; chunks of the outer loop write disjoint output elements.
        unsafe { (k.f)(p.as_ptr(), lo, hi, &mut err) };
        err
    };
    let small = k.outer.saturating_mul(k.work_per_outer.max(1)) < 1 << 15;
    if threads <= 1 || small || k.outer < 2 {
        return call(0, k.outer);
    }
    let g = k.grain.max(1);
    let per = (k.outer + threads as i64 - 1) / threads as i64;
    let per = (per + g - 1) / g * g;
    let chunks: Vec<(i64, i64)> = (0..threads as i64).map(|t| (t * per, ((t + 1) * per).min(k.outer))).filter(|(a, b)| a < b).collect();
    let errs: Vec<std::sync::atomic::AtomicI64> = chunks.iter().map(|_| std::sync::atomic::AtomicI64::new(0)).collect();
    pool.scope(|s| {
        for (i, (lo, hi)) in chunks.iter().enumerate() {
            let (lo, hi) = (*lo, *hi);
            let e = &errs[i];
            let call = &call;
            s.spawn(move |_| e.store(call(lo, hi), std::sync::atomic::Ordering::Relaxed));
        }
    });
    errs.iter().map(|e| e.load(std::sync::atomic::Ordering::Relaxed)).find(|e| *e != 0).unwrap_or(0)
}

/// Assigns storage: pinned buffers alone; others first-fit into a block whose previous
/// owner's last use is done.
fn allocate(steps: &[Step], decls: Vec<BufDecl>, pinned: &[String]) -> Buffers {
    let mut first: HashMap<String, usize> = HashMap::new();
    let mut last: HashMap<String, usize> = HashMap::new();
    for (i, s) in steps.iter().enumerate() {
        for n in s.touched() {
            first.entry(n.clone()).or_insert(i);
            last.insert(n, i);
        }
    }
    let words = |d: &BufDecl| (d.numel.max(0) as usize * d.dtype.size_bytes() + PAD).div_ceil(8);
    let mut order: Vec<&BufDecl> = decls.iter().collect();
    order.sort_by_key(|d| first.get(&d.name).copied().unwrap_or(0));
    let mut blocks: Vec<Vec<u64>> = vec![];
    // (block, free after step)
    let mut free_after: Vec<Option<usize>> = vec![];
    let mut assign = HashMap::new();
    for d in order {
        let w = words(d);
        let is_pinned = pinned.contains(&d.name) || !first.contains_key(&d.name);
        let start = first.get(&d.name).copied().unwrap_or(0);
        let reuse = if is_pinned {
            None
        } else {
            (0..blocks.len()).find(|&b| free_after[b].is_some_and(|f| f < start) && blocks[b].len() >= w)
        };
        let b = match reuse {
            Some(b) => b,
            None => {
                blocks.push(vec![0u64; w]);
                free_after.push(None);
                blocks.len() - 1
            }
        };
        free_after[b] = if is_pinned { None } else { last.get(&d.name).copied() };
        assign.insert(d.name.clone(), b);
    }
    Buffers { decls, blocks, assign }
}
