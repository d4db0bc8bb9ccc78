//! Runs a scheduled program: buffers allocated once per size binding (a buffer's storage is
//! reused by a later buffer once its last reader has run), JIT kernels in schedule order split
//! across a thread pool, and extern steps (what the JIT does not compile) through a callback,
//! which the caller implements with the reference interpreter — those steps are reported
//! `jit: false`. A program with symbolic sizes is compiled once; [`Program::bind`] sizes its
//! buffers and proves its kernels' launch checks for each binding, without recompiling.
pub(super) mod host;
pub(super) mod jit;
pub mod plan;
pub(super) mod pool;

use self::jit::{CompiledKernel, Jit, KernelFn};
use self::pool::{MAX_CHUNKS, Pool};
use crate::kernel::codegen::size::{Binding, Symbols};
use crate::kernel::{BufDecl, CodegenOptions, KernelError, KernelSpec, Result};
use std::collections::HashMap;
use std::time::Instant;

/// Bytes past the end of every buffer: vector loads of narrow dtypes read up to 8 bytes from
/// the last element.
const PAD: usize = 64;
const CHUNKS_PER_THREAD: i64 = 8;

/// Access to the program's buffers by name, for extern steps and for inputs/outputs.
pub struct Buffers {
    decls: Vec<BufDecl>,
    /// Each buffer's elements at the binding the storage was planned for.
    numels: HashMap<String, i64>,
    binding: Binding,
    blocks: Vec<Vec<u64>>,
    assign: HashMap<String, usize>,
}

impl Buffers {
    pub fn decl(&self, name: &str) -> Option<&BufDecl> {
        self.decls.iter().find(|d| d.name == name)
    }
    /// The size symbols' values the storage was planned for (empty for a static program).
    pub fn binding(&self) -> &Binding {
        &self.binding
    }
    /// A buffer's elements at the current binding.
    pub fn numel(&self, name: &str) -> Option<i64> {
        self.numels.get(name).copied()
    }
    fn len_of(&self, name: &str) -> Option<usize> {
        let d = self.decl(name)?;
        Some(self.numel(name)?.max(0) as usize * d.dtype.size_bytes())
    }
    pub fn bytes(&self, name: &str) -> Option<&[u8]> {
        let n = self.len_of(name)?;
        let b = self.blocks.get(*self.assign.get(name)?)?;
        // SAFETY: u64 storage reinterpreted as bytes; n <= block size by allocation.
        let all: &[u8] =
            unsafe { std::slice::from_raw_parts(b.as_ptr().cast::<u8>(), b.len() * 8) };
        all.get(..n)
    }
    pub fn bytes_mut(&mut self, name: &str) -> Option<&mut [u8]> {
        let n = self.len_of(name)?;
        let i = *self.assign.get(name)?;
        let b = self.blocks.get_mut(i)?;
        // SAFETY: as in `bytes`, with exclusive access.
        let all: &mut [u8] =
            unsafe { std::slice::from_raw_parts_mut(b.as_mut_ptr().cast::<u8>(), b.len() * 8) };
        all.get_mut(..n)
    }
    fn ptr(&mut self, name: &str) -> Option<*mut u8> {
        let i = *self.assign.get(name)?;
        self.blocks.get_mut(i).map(|b| b.as_mut_ptr().cast::<u8>())
    }
    /// The storage block holding `name` (several buffers may share one).
    pub fn block_of(&self, name: &str) -> Option<usize> {
        self.assign.get(name).copied()
    }
    /// The length of storage block `i` in 8-byte words.
    pub fn block_len(&self, i: usize) -> Option<usize> {
        self.blocks.get(i).map(Vec::len)
    }
    /// A copy of storage block `i`, for [`Buffers::swap_block`].
    pub fn copy_block(&self, i: usize) -> Option<Vec<u64>> {
        self.blocks.get(i).cloned()
    }
    /// Swaps storage block `i` with `other` (of the same length; false otherwise): the next
    /// launch reads `other`'s bytes. O(1): how timed runs rotate through copies of the inputs
    /// (`JitOptions::input_copies`), since kernels take their buffers' addresses per launch.
    pub fn swap_block(&mut self, i: usize, other: &mut Vec<u64>) -> bool {
        match self.blocks.get_mut(i) {
            Some(b) if b.len() == other.len() => {
                std::mem::swap(b, other);
                true
            }
            _ => false,
        }
    }
    /// Distinct storage blocks and their total size in bytes.
    pub fn footprint(&self) -> (usize, usize) {
        (self.blocks.len(), self.blocks.iter().map(|b| b.len() * 8).sum())
    }
}

pub type ExternFn = Box<
    dyn FnMut(
        &mut Buffers,
        &mut Pool,
    ) -> std::result::Result<(), crate::kernel::externs::ExternError>,
>;

/// One scheduled node before compilation.
#[allow(clippy::large_enum_variant, reason = "few per program, moved rarely")]
pub enum StepSpec {
    Jit {
        spec: KernelSpec,
        fx_nodes: Vec<String>,
    },
    Extern {
        name: String,
        fx_nodes: Vec<String>,
        reads: Vec<String>,
        writes: Vec<String>,
        run: ExternFn,
    },
}

#[allow(clippy::large_enum_variant, reason = "few per program, moved rarely")]
pub enum Step {
    Jit {
        kernel: CompiledKernel,
        fx_nodes: Vec<String>,
    },
    Extern {
        name: String,
        fx_nodes: Vec<String>,
        reads: Vec<String>,
        writes: Vec<String>,
        run: ExternFn,
    },
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

/// One slice of a kernel run on one thread, for trace files (seconds since the program's epoch).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Slice {
    pub step: usize,
    pub thread: usize,
    pub start_s: f64,
    pub dur_s: f64,
}

pub struct Program {
    pub steps: Vec<Step>,
    /// When set, every run appends its per-thread slices here.
    pub trace: Option<Vec<Slice>>,
    epoch: Instant,
    pub buffers: Buffers,
    pub compile_s: f64,
    /// The size symbols, in the order of the `sizes` argument of every kernel.
    pub symbols: Symbols,
    /// `symbols`' values at the current binding.
    sizes: Vec<i64>,
    /// Set once [`Program::bind`] succeeded: kernels run only at a binding.
    bound: bool,
    pinned: Vec<String>,
    max_memory: crate::util::mem::MemoryLimit,
    pool: Pool,
    // Last: the code memory must outlive every kernel pointer in `steps`.
    _jit: Jit,
}

/// Compiles steps one by one, so a caller can fall back (e.g. to an unfused form) when one
/// kernel cannot be compiled.
pub struct ProgramBuilder {
    jit: Jit,
    steps: Vec<Step>,
    compile_s: f64,
    max_memory: crate::util::mem::MemoryLimit,
    symbols: Symbols,
}

impl ProgramBuilder {
    /// `symbols`: the graph's size symbols (empty for a static graph).
    pub fn new(options: CodegenOptions, symbols: Symbols) -> Result<ProgramBuilder> {
        Ok(ProgramBuilder {
            jit: Jit::new(options)?,
            steps: vec![],
            compile_s: 0.0,
            max_memory: options.max_memory,
            symbols,
        })
    }
    /// Returns the kernel's notes.
    pub fn add_jit(
        &mut self,
        spec: &KernelSpec,
        decls: &[BufDecl],
        fx_nodes: Vec<String>,
    ) -> Result<Vec<String>> {
        let t0 = Instant::now();
        let kernel = self.jit.compile(spec, decls, &self.symbols);
        self.compile_s += t0.elapsed().as_secs_f64();
        let kernel = kernel?;
        let notes = kernel.notes.clone();
        self.steps.push(Step::Jit { kernel, fx_nodes });
        Ok(notes)
    }
    pub fn add_extern(
        &mut self,
        name: String,
        fx_nodes: Vec<String>,
        reads: Vec<String>,
        writes: Vec<String>,
        run: ExternFn,
    ) {
        self.steps.push(Step::Extern { name, fx_nodes, reads, writes, run });
    }
    /// Generates the machine code; `pinned` buffers (graph inputs and outputs) get storage of
    /// their own. A static program is bound (its storage allocated) here; one with size
    /// symbols waits for [`Program::bind`].
    pub fn finish(
        mut self,
        decls: Vec<BufDecl>,
        pinned: &[String],
        threads: usize,
    ) -> Result<Program> {
        // A static program's storage is planned and its size checked before code generation,
        // the slow part.
        if self.symbols.0.is_empty() {
            let numels = numels(&decls, &Binding::new())?;
            let plan = plan_storage(&self.steps, &decls, &numels, pinned);
            check_memory(&plan, self.max_memory)?;
        }
        let t0 = Instant::now();
        let mut code = self.jit.finish(threads)?;
        self.compile_s += t0.elapsed().as_secs_f64();
        for step in &mut self.steps {
            if let Step::Jit { kernel, .. } = step {
                let (f, secs) = code.remove(&kernel.id).ok_or_else(|| {
                    KernelError::Cranelift(format!(
                        "{}: no machine code was made (a bug)",
                        kernel.name
                    ))
                })?;
                kernel.f = Some(f);
                kernel.compile_s += secs;
            }
        }
        let pool =
            Pool::new(threads).map_err(|e| KernelError::Cranelift(format!("thread pool: {e}")))?;
        let static_program = self.symbols.0.is_empty();
        let mut p = Program {
            steps: self.steps,
            trace: None,
            epoch: Instant::now(),
            buffers: Buffers {
                decls,
                numels: HashMap::new(),
                binding: Binding::new(),
                blocks: vec![],
                assign: HashMap::new(),
            },
            compile_s: self.compile_s,
            symbols: self.symbols,
            sizes: vec![],
            bound: false,
            pinned: pinned.to_vec(),
            max_memory: self.max_memory,
            pool,
            _jit: self.jit,
        };
        if static_program {
            p.bind(&Binding::new())?;
        }
        Ok(p)
    }
}

/// Every buffer's elements at `b`.
fn numels(decls: &[BufDecl], b: &Binding) -> Result<HashMap<String, i64>> {
    decls
        .iter()
        .map(|d| {
            let n = crate::kernel::codegen::size::eval(&d.numel, b)
                .map_err(|e| crate::kernel::name_kernel_error(e, &d.name))?;
            if n < 0 {
                let size = crate::kernel::codegen::size::print(&d.numel);
                return Err(crate::kernel::unsupported(
                    &d.name,
                    format!("size `{size}` = {n} is negative"),
                ));
            }
            Ok((d.name.clone(), n))
        })
        .collect()
}

fn check_memory(plan: &StoragePlan, limit: crate::util::mem::MemoryLimit) -> Result<()> {
    let need = plan.words.iter().fold(0u64, |a, &w| a.saturating_add((w as u64).saturating_mul(8)));
    limit.check(need, "the program's buffers")?;
    Ok(())
}

impl Program {
    /// Compiles every step of a static program (failing on the first kernel that cannot be
    /// compiled).
    pub fn new(
        specs: Vec<StepSpec>,
        decls: Vec<BufDecl>,
        pinned: &[String],
        threads: usize,
        options: CodegenOptions,
    ) -> Result<Program> {
        let mut b = ProgramBuilder::new(options, Symbols::default())?;
        for s in specs {
            match s {
                StepSpec::Jit { spec, fx_nodes } => {
                    b.add_jit(&spec, &decls, fx_nodes)?;
                }
                StepSpec::Extern { name, fx_nodes, reads, writes, run } => {
                    b.add_extern(name, fx_nodes, reads, writes, run)
                }
            }
        }
        b.finish(decls, pinned, threads)
    }

    pub fn threads(&self) -> usize {
        self.pool.threads()
    }

    /// Sizes the program for a binding of its size symbols: every kernel's loop counts and
    /// launch checks are evaluated (an access that would leave its buffer is an error here,
    /// before any kernel runs) and the buffers are planned and allocated, zeroed. Binding the
    /// current binding again keeps the buffers and their contents. Nothing is recompiled.
    pub fn bind(&mut self, b: &Binding) -> Result<()> {
        let sizes = self.symbols.values(b)?;
        if self.bound && sizes == self.sizes {
            return Ok(());
        }
        // Only the program's own symbols: a binding may name more (every symbol of the graph).
        // A symbol may be negative (an int the function takes: `arange`'s start, a pad); a
        // buffer's size may not, which `numels` checks.
        let own: Binding = self.symbols.0.iter().cloned().zip(sizes.iter().copied()).collect();
        self.bound = false;
        for step in &mut self.steps {
            if let Step::Jit { kernel, .. } = step {
                kernel.bind(&own)?;
            }
        }
        let numels = numels(&self.buffers.decls, &own)?;
        let plan = plan_storage(&self.steps, &self.buffers.decls, &numels, &self.pinned);
        check_memory(&plan, self.max_memory)?;
        let decls = std::mem::take(&mut self.buffers.decls);
        // The old storage goes before the new is allocated.
        self.buffers = Buffers {
            decls: vec![],
            numels: HashMap::new(),
            binding: Binding::new(),
            blocks: vec![],
            assign: HashMap::new(),
        };
        self.buffers = allocate(plan, decls, numels, own)?;
        self.sizes = sizes;
        self.bound = true;
        Ok(())
    }

    /// The current binding (empty for a static program).
    pub fn binding(&self) -> &Binding {
        &self.buffers.binding
    }

    pub fn run_all(&mut self) -> Result<Vec<f64>> {
        (0..self.steps.len()).map(|i| self.run_step(i)).collect()
    }

    /// Runs one step; returns its wall time in seconds.
    pub fn run_step(&mut self, i: usize) -> Result<f64> {
        let t0 = Instant::now();
        if !self.bound {
            return Err(crate::kernel::unsupported(
                "",
                format!(
                    "the program has symbolic sizes ({}): bind it to values first",
                    self.symbols.0.join(", ")
                ),
            ));
        }
        let Some(step) = self.steps.get_mut(i) else {
            return Err(KernelError::Cranelift(format!("no step {i}")));
        };
        match step {
            Step::Extern { name, run, .. } => {
                run(&mut self.buffers, &mut self.pool)
                    .map_err(|e| KernelError::Extern { kernel: name.clone(), err: e })?;
                if let Some(t) = self.trace.as_mut() {
                    let start_s = t0.duration_since(self.epoch).as_secs_f64();
                    t.push(Slice {
                        step: i,
                        thread: 0,
                        start_s,
                        dur_s: t0.elapsed().as_secs_f64(),
                    });
                }
            }
            Step::Jit { kernel, .. } => {
                let mut ptrs = Vec::with_capacity(kernel.slots.len());
                for s in &kernel.slots {
                    match self.buffers.ptr(&s.name) {
                        Some(p) => ptrs.push(p as usize),
                        None => {
                            return Err(KernelError::Cranelift(format!(
                                "{}: buffer {} has no storage",
                                kernel.name, s.name
                            )));
                        }
                    }
                }
                let Some(f) = kernel.f else {
                    return Err(KernelError::Cranelift(format!(
                        "{}: no machine code (the program was not finished)",
                        kernel.name
                    )));
                };
                let (bad, slices) =
                    launch(&mut self.pool, kernel, f, &ptrs, &self.sizes, self.epoch);
                if let Some(t) = self.trace.as_mut() {
                    t.extend(slices.into_iter().map(|(thread, start_s, dur_s)| Slice {
                        step: i,
                        thread,
                        start_s,
                        dur_s,
                    }));
                }
                if bad > 0 {
                    let buf = kernel
                        .slots
                        .get(bad as usize - 1)
                        .map(|s| s.name.clone())
                        .unwrap_or_default();
                    return Err(KernelError::RuntimeBounds { kernel: kernel.name.clone(), buf });
                }
            }
        }
        Ok(t0.elapsed().as_secs_f64())
    }
}

/// Splits `[0, outer)` into chunks aligned to the kernel's grain and runs them on the pool;
/// returns the first bounds-check failure code (0 if none) and each thread's (thread, start,
/// duration) since `epoch`, covering the chunks it ran.
fn launch(
    pool: &mut Pool,
    k: &CompiledKernel,
    f: KernelFn,
    ptrs: &[usize],
    sizes: &[i64],
    epoch: Instant,
) -> (i64, Vec<(usize, f64, f64)>) {
    let call = |lo: i64, hi: i64| -> (i64, f64, f64) {
        let t0 = Instant::now();
        let mut err: i64 = 0;
        let p: Vec<*mut u8> = ptrs.iter().map(|&a| a as *mut u8).collect();
        // SAFETY: the pointers are the kernel's buffers, each at least as large as the kernel
        // indexes at the bound sizes (bounds proven at compile time or when the program was
        // bound to `sizes`, or checked by compiled code), padded for vector over-reads; chunks
        // of the outer loop write disjoint output elements.
        unsafe { f(p.as_ptr(), sizes.as_ptr(), lo, hi, &mut err) };
        (err, t0.duration_since(epoch).as_secs_f64(), t0.elapsed().as_secs_f64())
    };
    let threads = pool.threads();
    let outer = k.bound.outer;
    let small = outer.saturating_mul(k.bound.work_per_outer.max(1)) < 1 << 15;
    if threads <= 1 || small || outer < 2 {
        let (e, s, d) = call(0, outer);
        return (e, vec![(0, s, d)]);
    }
    // Several chunks per thread, taken as threads come free: on a shared machine one core can
    // stall for a while, and with one chunk per thread the kernel would wait for it.
    let g = k.grain.max(1);
    let n_chunks =
        (threads as i64 * CHUNKS_PER_THREAD).min((outer + g - 1) / g).clamp(1, MAX_CHUNKS as i64);
    let per = (outer + n_chunks - 1) / n_chunks;
    let per = (per + g - 1) / g * g;
    let chunks: Vec<(i64, i64)> = (0..n_chunks)
        .map(|t| (t * per, ((t + 1) * per).min(outer)))
        .filter(|(a, b)| a < b)
        .collect();
    let results: Vec<std::sync::Mutex<(i64, usize, f64, f64)>> =
        chunks.iter().map(|_| std::sync::Mutex::new((0, 0, 0.0, 0.0))).collect();
    pool.run(chunks.len(), &|i, t| {
        let (lo, hi) = chunks[i];
        let (e, st, d) = call(lo, hi);
        if let Ok(mut g) = results[i].lock() {
            *g = (e, t, st, d);
        }
    });
    let rs: Vec<(i64, usize, f64, f64)> =
        results.into_iter().filter_map(|m| m.into_inner().ok()).collect();
    let err = rs.iter().map(|r| r.0).find(|e| *e != 0).unwrap_or(0);
    // One slice per thread: from its first chunk's start to its last chunk's end.
    let mut per_thread: Vec<(usize, f64, f64)> = vec![];
    for &(_, t, start, dur) in &rs {
        match per_thread.iter_mut().find(|s| s.0 == t) {
            Some(s) => {
                let end = (s.1 + s.2).max(start + dur);
                s.1 = s.1.min(start);
                s.2 = end - s.1;
            }
            None => per_thread.push((t, start, dur)),
        }
    }
    per_thread.sort_by_key(|s| s.0);
    (err, per_thread)
}

/// Where every buffer lives: block sizes in 8-byte words and each buffer's block.
struct StoragePlan {
    words: Vec<usize>,
    assign: HashMap<String, usize>,
}

/// Assigns storage: pinned buffers alone; others first-fit into a block whose previous
/// owner's last use is done.
fn plan_storage(
    steps: &[Step],
    decls: &[BufDecl],
    numels: &HashMap<String, i64>,
    pinned: &[String],
) -> StoragePlan {
    let mut first: HashMap<String, usize> = HashMap::new();
    let mut last: HashMap<String, usize> = HashMap::new();
    for (i, s) in steps.iter().enumerate() {
        for n in s.touched() {
            first.entry(n.clone()).or_insert(i);
            last.insert(n, i);
        }
    }
    // Saturating: a size past the address space is refused by the memory check, not wrapped.
    let words = |d: &BufDecl| {
        (numels.get(&d.name).copied().unwrap_or(0).max(0) as usize)
            .saturating_mul(d.dtype.size_bytes())
            .saturating_add(PAD)
            .div_ceil(8)
    };
    let mut order: Vec<&BufDecl> = decls.iter().collect();
    order.sort_by_key(|d| first.get(&d.name).copied().unwrap_or(0));
    let mut blocks: Vec<usize> = vec![];
    // (block, free after step)
    let mut free_after: Vec<Option<usize>> = vec![];
    let mut assign = HashMap::new();
    for d in order {
        // Buffers no step touches (a prologue's output that was never materialized) get none.
        if !first.contains_key(&d.name) && !pinned.contains(&d.name) {
            continue;
        }
        let w = words(d);
        let is_pinned = pinned.contains(&d.name) || !first.contains_key(&d.name);
        let start = first.get(&d.name).copied().unwrap_or(0);
        let reuse = if is_pinned {
            None
        } else {
            (0..blocks.len()).find(|&b| free_after[b].is_some_and(|f| f < start) && blocks[b] >= w)
        };
        let b = match reuse {
            Some(b) => b,
            None => {
                blocks.push(w);
                free_after.push(None);
                blocks.len() - 1
            }
        };
        free_after[b] = if is_pinned { None } else { last.get(&d.name).copied() };
        assign.insert(d.name.clone(), b);
    }
    StoragePlan { words: blocks, assign }
}

/// The planned blocks, zeroed; a block the allocator cannot serve is an error, not an abort.
fn allocate(
    plan: StoragePlan,
    decls: Vec<BufDecl>,
    numels: HashMap<String, i64>,
    binding: Binding,
) -> Result<Buffers> {
    let mut blocks = Vec::with_capacity(plan.words.len());
    for &w in &plan.words {
        let mut b: Vec<u64> = Vec::new();
        b.try_reserve_exact(w)
            .map_err(|e| KernelError::Alloc { bytes: w.saturating_mul(8), msg: e.to_string() })?;
        b.resize(w, 0);
        blocks.push(b);
    }
    Ok(Buffers { decls, numels, binding, blocks, assign: plan.assign })
}
