//! The Cranelift module: host ISA, helper symbols, and one compiled function per kernel.
use super::host;
use crate::kernel::codegen::emit::Em;
use crate::kernel::{BufDecl, CodegenOptions, KernelError, KernelSpec, Result};
use cranelift_codegen::Context;
use cranelift_codegen::control::ControlPlane;
use cranelift_codegen::ir::{AbiParam, FuncRef, Function, Signature, UserFuncName, types};
use cranelift_codegen::settings::{self, Configurable as _};
use cranelift_frontend::{FunctionBuilder, FunctionBuilderContext};
use cranelift_jit::{JITBuilder, JITModule};
use cranelift_module::{FuncId, Linkage, Module as _, ModuleReloc, default_libcall_names};
use std::collections::HashMap;
use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Instant;

/// `kernel(buffers, sizes, lo, hi, err)`: `buffers[i]` is the base of the kernel's i-th
/// buffer, `sizes[j]` the value of the program's j-th size symbol, `[lo, hi)` the slice of the
/// outermost loop to run, `err` receives `slot + 1` of a buffer whose compiled bounds check
/// failed.
pub type KernelFn = unsafe extern "C" fn(*const *mut u8, *const i64, i64, i64, *mut i64);

/// An access whose bounds depend on size symbols: proven when the program is bound to sizes,
/// before any kernel runs (`index` over the loop vars `ranges`, within `slot`'s elements).
#[derive(Debug, Clone)]
pub struct LaunchCheck {
    pub slot: usize,
    pub index: crate::kernel::Size,
    pub ranges: Vec<(String, crate::kernel::Size)>,
}

/// A compiled kernel. Its code lives in the [`Jit`] that compiled it.
#[derive(Debug, Clone)]
pub struct CompiledKernel {
    pub name: String,
    /// Set by [`Jit::finish`], which generates the machine code of every kernel at once.
    pub(crate) f: Option<KernelFn>,
    pub(crate) id: FuncId,
    /// The buffers in argument order.
    pub slots: Vec<BufDecl>,
    /// Slots this kernel writes.
    pub writes: Vec<usize>,
    /// Range of the outermost loop (the unit the runtime splits across threads).
    pub outer: crate::kernel::Size,
    /// Thread chunks start at multiples of this (keeps vector loops aligned).
    pub grain: i64,
    /// Work per outer iteration, in elements; small kernels are not split.
    pub work_per_outer: crate::kernel::Size,
    /// Floating-point operations per run (matmuls: 2·b·m·n·k), 0 for loop kernels.
    pub flops: crate::kernel::Size,
    /// Accesses proven when the program is bound to sizes.
    pub launch_checks: Vec<LaunchCheck>,
    /// `outer`, `work_per_outer` and `flops` at the program's current binding.
    pub bound: Bound,
    /// Cranelift IR as text, for the Kernels view.
    pub clif: String,
    /// How the kernel computes where its FX nodes do not say (e.g. a factored scale).
    pub notes: Vec<String>,
    /// The micro-kernels its loops call (empty: Cranelift's code only).
    pub micro: Vec<String>,
    /// Building its Cranelift IR plus generating its machine code (on a compile thread).
    pub compile_s: f64,
}

/// A kernel's sizes at one binding.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Bound {
    pub outer: i64,
    pub work_per_outer: i64,
    pub flops: i64,
}

impl CompiledKernel {
    /// Evaluates the kernel's sizes at `b` and proves its launch checks there.
    pub(crate) fn bind(&mut self, b: &crate::kernel::codegen::size::Binding) -> Result<()> {
        let ev = |s: &crate::kernel::Size| {
            crate::kernel::codegen::size::eval(s, b)
                .map_err(|e| crate::kernel::name_kernel_error(e, &self.name))
        };
        self.bound = Bound {
            outer: ev(&self.outer)?,
            work_per_outer: ev(&self.work_per_outer)?,
            flops: ev(&self.flops)?,
        };
        for c in &self.launch_checks {
            let Some(decl) = self.slots.get(c.slot) else { continue };
            let numel = ev(&decl.numel)?;
            let mut ranges: HashMap<String, (i64, i64)> =
                b.iter().map(|(k, v)| (k.clone(), (*v, *v))).collect();
            let mut empty = false;
            for (v, r) in &c.ranges {
                let r = ev(r)?;
                empty |= r <= 0;
                ranges.insert(v.clone(), (0, r - 1));
            }
            if empty {
                continue;
            }
            if let Some((lo, hi)) = crate::kernel::codegen::bounds::interval(&c.index, &ranges)
                && (lo < 0 || hi >= numel)
            {
                return Err(KernelError::OutOfBounds {
                    kernel: self.name.clone(),
                    buf: decl.name.clone(),
                    numel,
                    index: crate::kernel::codegen::size::print(&c.index),
                    lo,
                    hi,
                });
            }
        }
        Ok(())
    }
}

/// A kernel whose Cranelift IR is built and whose machine code is not generated yet.
struct Pending {
    id: FuncId,
    name: String,
    func: Function,
}

/// Machine code for one pending kernel, made on a compile thread.
struct Generated {
    alignment: u64,
    bytes: Vec<u8>,
    relocs: Vec<ModuleReloc>,
    seconds: f64,
}

/// Owns the code memory of every kernel it compiled.
pub struct Jit {
    module: Option<JITModule>,
    ctx: Context,
    fbc: FunctionBuilderContext,
    host_ids: Vec<(String, FuncId)>,
    pub options: CodegenOptions,
    next_id: usize,
    pending: Vec<Pending>,
}

impl Jit {
    pub fn new(options: CodegenOptions) -> Result<Jit> {
        let cl = |e: &dyn std::fmt::Display| KernelError::Cranelift(e.to_string());
        let mut flags = settings::builder();
        // The IR verifier guards the templates in debug builds and tests; a release build
        // trusts them and saves about a tenth of the compile time.
        let verify = if cfg!(debug_assertions) { "true" } else { "false" };
        for (k, v) in [
            ("use_colocated_libcalls", "false"),
            ("is_pic", "false"),
            ("opt_level", "speed"),
            ("enable_verifier", verify),
        ] {
            flags.set(k, v).map_err(|e| cl(&e))?;
        }
        let isa = cranelift_native::builder()
            .map_err(|e| cl(&e))?
            .finish(settings::Flags::new(flags))
            .map_err(|e| cl(&e))?;
        let mut jb = JITBuilder::with_isa(isa, default_libcall_names());
        for (name, f) in host::UNARY {
            jb.symbol(host::symbol(name), *f as *const u8);
        }
        for (name, f) in host::BINARY {
            jb.symbol(host::symbol(name), *f as *const u8);
        }
        for (name, f) in host::BINARY_F64 {
            jb.symbol(host::symbol(name), *f as *const u8);
        }
        let mut module = JITModule::new(jb);
        let mut host_ids = Vec::new();
        let f32t = types::F32;
        let f32s = host::UNARY.iter().map(|(n, _)| (n, 1, f32t));
        let f32s = f32s.chain(host::BINARY.iter().map(|(n, _)| (n, 2, f32t)));
        for (name, arity, ty) in
            f32s.chain(host::BINARY_F64.iter().map(|(n, _)| (n, 2, types::F64)))
        {
            let mut sig = module.make_signature();
            for _ in 0..arity {
                sig.params.push(AbiParam::new(ty));
            }
            sig.returns.push(AbiParam::new(ty));
            let id = module
                .declare_function(&host::symbol(name), Linkage::Import, &sig)
                .map_err(|e| cl(&e))?;
            host_ids.push((name.to_string(), id));
        }
        let ctx = module.make_context();
        Ok(Jit {
            module: Some(module),
            ctx,
            fbc: FunctionBuilderContext::new(),
            host_ids,
            options,
            next_id: 0,
            pending: vec![],
        })
    }

    fn kernel_signature(module: &JITModule) -> Signature {
        let ptr = module.target_config().pointer_type();
        let mut sig = module.make_signature();
        sig.params.push(AbiParam::new(ptr));
        sig.params.push(AbiParam::new(ptr));
        sig.params.push(AbiParam::new(types::I64));
        sig.params.push(AbiParam::new(types::I64));
        sig.params.push(AbiParam::new(ptr));
        sig
    }

    /// Compiles one kernel for the given buffer table (name → dtype and size); `symbols` is the
    /// order of the `sizes` argument.
    pub fn compile(
        &mut self,
        spec: &KernelSpec,
        buffers: &[BufDecl],
        symbols: &crate::kernel::codegen::size::Symbols,
    ) -> Result<CompiledKernel> {
        let t0 = Instant::now();
        let plan = match spec {
            KernelSpec::Loops(k) => crate::kernel::codegen::loops::plan(k, buffers)?,
            KernelSpec::Matmul(k) => crate::kernel::matmul::plan(k, buffers, self.options)?,
        };
        let options = self.options;
        let (mut notes, mut micro) = (vec![], vec![]);
        let clif = self.build(spec.name(), &plan.slots, symbols, |em| {
            let r = match spec {
                KernelSpec::Loops(k) => crate::kernel::codegen::loops::emit(em, k, options),
                KernelSpec::Matmul(k) => crate::kernel::matmul::emit(em, k, options),
            };
            notes = std::mem::take(&mut em.notes);
            micro = std::mem::take(&mut em.micro);
            r
        })?;
        Ok(CompiledKernel {
            name: spec.name().to_string(),
            f: None,
            id: clif.1,
            writes: plan.writes,
            slots: plan.slots,
            outer: plan.outer,
            grain: plan.grain,
            work_per_outer: plan.work_per_outer,
            flops: plan.flops,
            launch_checks: plan.launch_checks,
            bound: Bound::default(),
            clif: clif.0,
            notes,
            micro,
            compile_s: t0.elapsed().as_secs_f64(),
        })
    }

    /// Declares and builds one kernel function, queued for [`Jit::finish`]; returns its CLIF
    /// text (when kept) and its id.
    fn build(
        &mut self,
        name: &str,
        slots: &[BufDecl],
        symbols: &crate::kernel::codegen::size::Symbols,
        body: impl FnOnce(&mut Em<'_, '_>) -> Result<()>,
    ) -> Result<(String, FuncId)> {
        let cl = |e: &dyn std::fmt::Display| KernelError::Cranelift(format!("{name}: {e}"));
        let Some(module) = self.module.as_mut() else {
            return Err(KernelError::Cranelift("the JIT module was released".into()));
        };
        self.next_id += 1;
        let sym = format!("qb_kernel_{}_{}", self.next_id, sanitize(name));
        self.ctx.func.signature = Self::kernel_signature(module);
        self.ctx.func.name = UserFuncName::user(0, self.next_id as u32);
        let id = module
            .declare_function(&sym, Linkage::Export, &self.ctx.func.signature)
            .map_err(|e| cl(&e))?;
        let mut refs: HashMap<String, FuncRef> = HashMap::new();
        for (hname, hid) in &self.host_ids {
            refs.insert(hname.clone(), module.declare_func_in_func(*hid, &mut self.ctx.func));
        }
        let tcfg = module.target_config();
        let built = {
            let mut b = FunctionBuilder::new(&mut self.ctx.func, &mut self.fbc);
            let mut em = Em::new(&mut b, &refs, slots, self.options.check_bounds);
            let r = em.enter(symbols).and_then(|_| body(&mut em));
            drop(em);
            if r.is_ok() {
                b.seal_all_blocks();
                b.finalize(tcfg);
            }
            r
        };
        if let Err(e) = built {
            self.ctx.clear();
            // A builder abandoned mid-function leaves its context dirty; the next kernel (the
            // unfused fallback) needs a clean one.
            self.fbc = FunctionBuilderContext::new();
            return Err(e);
        }
        let clif = if self.options.keep_clif {
            self.ctx.func.display().to_string()
        } else {
            String::new()
        };
        let func = std::mem::replace(&mut self.ctx.func, Function::new());
        self.ctx.clear();
        self.pending.push(Pending { id, name: name.to_string(), func });
        Ok((clif, id))
    }

    /// Generates the machine code of every kernel built since the last call, on `threads`
    /// threads (Cranelift's code generation is most of a graph's compile time and each
    /// function's is independent), defines it in the module and makes it executable; returns
    /// each kernel's function pointer and code generation time by id.
    pub fn finish(&mut self, threads: usize) -> Result<HashMap<FuncId, (KernelFn, f64)>> {
        let Some(module) = self.module.as_mut() else {
            return Err(KernelError::Cranelift("the JIT module was released".into()));
        };
        let pending = std::mem::take(&mut self.pending);
        let isa = module.isa();
        // QUANTBENCH_DISASM=1 prints each kernel's machine code to stderr (for tuning templates).
        let disasm = std::env::var_os("QUANTBENCH_DISASM").is_some();
        // QUANTBENCH_CLIF=1 prints each kernel's CLIF as optimized (what GVN and alias
        // analysis made of the templates' loads).
        let clif_after = std::env::var_os("QUANTBENCH_CLIF").is_some();
        let generate = |p: &Pending| -> std::result::Result<Generated, String> {
            let t0 = Instant::now();
            let mut ctx = Context::for_function(p.func.clone());
            ctx.set_disasm(disasm);
            let code = ctx
                .compile(isa, &mut ControlPlane::default())
                .map_err(|e| format!("{}: {:?}", p.name, e.inner))?;
            let (alignment, bytes) =
                (u64::from(code.buffer.alignment), code.code_buffer().to_vec());
            if disasm {
                eprintln!("=== {}\n{}", p.name, code.vcode.as_deref().unwrap_or_default());
            }
            let relocs: Vec<_> = code.buffer.relocs().to_vec();
            let relocs =
                relocs.iter().map(|r| ModuleReloc::from_mach_reloc(r, &ctx.func, p.id)).collect();
            if clif_after {
                eprintln!(
                    "=== {} (CLIF after Cranelift's optimizations)\n{}",
                    p.name,
                    ctx.func.display()
                );
            }
            Ok(Generated { alignment, bytes, relocs, seconds: t0.elapsed().as_secs_f64() })
        };
        let results: Vec<Mutex<Option<std::result::Result<Generated, String>>>> =
            pending.iter().map(|_| Mutex::new(None)).collect();
        let next = AtomicUsize::new(0);
        let work = || {
            loop {
                let i = next.fetch_add(1, Ordering::Relaxed);
                let Some(p) = pending.get(i) else { return };
                let r = generate(p);
                if let Ok(mut slot) = results[i].lock() {
                    *slot = Some(r);
                }
            }
        };
        let helpers = threads.clamp(1, 8).min(pending.len()).saturating_sub(1);
        std::thread::scope(|s| {
            for _ in 0..helpers {
                s.spawn(work);
            }
            work();
        });
        let mut out = HashMap::new();
        for (p, r) in pending.iter().zip(results) {
            let g = r
                .into_inner()
                .ok()
                .flatten()
                .ok_or_else(|| {
                    KernelError::Cranelift(format!("{}: no compile thread took it (a bug)", p.name))
                })?
                .map_err(KernelError::Cranelift)?;
            module
                .define_function_bytes(p.id, g.alignment, &g.bytes, &g.relocs)
                .map_err(|e| KernelError::Cranelift(format!("{}: {e:?}", p.name)))?;
            out.insert(p.id, g.seconds);
        }
        module.finalize_definitions().map_err(|e| KernelError::Cranelift(e.to_string()))?;
        Ok(out
            .into_iter()
            .map(|(id, secs)| {
                let ptr = module.get_finalized_function(id);
                // SAFETY: the function was declared with `kernel_signature`, which is
                // KernelFn's ABI.
                let f: KernelFn = unsafe { std::mem::transmute::<*const u8, KernelFn>(ptr) };
                (id, (f, secs))
            })
            .collect())
    }
}

impl Drop for Jit {
    fn drop(&mut self) {
        if let Some(m) = self.module.take() {
            // SAFETY: every CompiledKernel handed out borrows its code from this module; the
            // runtime keeps the Jit alive for as long as it holds kernels.
            unsafe { m.free_memory() };
        }
    }
}

fn sanitize(s: &str) -> String {
    s.chars().map(|c| if c.is_ascii_alphanumeric() { c } else { '_' }).collect()
}

/// What planning a kernel decides before code is generated.
pub(crate) struct Plan {
    pub slots: Vec<BufDecl>,
    pub writes: Vec<usize>,
    pub outer: crate::kernel::Size,
    pub grain: i64,
    pub work_per_outer: crate::kernel::Size,
    pub flops: crate::kernel::Size,
    pub launch_checks: Vec<LaunchCheck>,
}
