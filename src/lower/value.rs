//! Inductor's lazy tensors during lowering: a `TensorBox` is either a storage (a realized
//! buffer or a not-yet-realized `Pointwise`) or a view (a re-indexing of a storage). Loaders are
//! closures that emit `ops.*` into a [`BodyBuilder`] for an output index, exactly like Inductor's
//! `inner_fn`s; a consumer snapshots its inputs' loaders when it is created, so realizing a
//! storage later does not change what earlier consumers recompute.
use super::LowerCause;
use super::body::BodyBuilder;
use super::body::Val;
use super::buffer::FixedLayout;
use super::index::Expr;
use crate::ir::DType;
use std::cell::RefCell;
use std::rc::Rc;

pub type LoadResult = Result<Val, LowerCause>;
pub type Loader = Rc<dyn Fn(&mut BodyBuilder, &[Expr]) -> LoadResult>;
pub type Reindex = Rc<dyn Fn(&[Expr]) -> Vec<Expr>>;

#[derive(Clone)]
pub struct Pointwise {
    pub size: Vec<Expr>,
    pub dtype: DType,
    pub loader: Loader,
    /// FX nodes inlined into this computation so far (they become the buffer's origins).
    pub origins: Vec<String>,
}

pub enum StorageState {
    Unrealized(Pointwise),
    Buffer { name: String, layout: LayoutCell },
}

/// A buffer's layout as lowering knows it so far. A realized `ComputedBuffer` starts with
/// Inductor's `FlexibleLayout` (provisionally contiguous) and is frozen by the first consumer
/// that needs strides, or decided from its reads when lowering ends; loaders read the cell
/// when a body is traced, so every body sees the final layout.
#[derive(Debug, Clone)]
pub struct LayoutState {
    pub layout: FixedLayout,
    pub flexible: bool,
}

pub type LayoutCell = Rc<RefCell<LayoutState>>;

pub fn fixed_cell(layout: FixedLayout) -> LayoutCell {
    Rc::new(RefCell::new(LayoutState { layout, flexible: false }))
}

pub struct Storage {
    pub state: RefCell<StorageState>,
    /// `ComputedBuffer.make_loader`: a pointwise buffer whose body loads nothing (index
    /// arithmetic, a fill) is recomputed where it is read rather than loaded, until it is
    /// mutated; its buffer then has no reader and the scheduler drops it.
    pub inline: RefCell<Option<Loader>>,
}

#[derive(Clone)]
pub enum TensorBox {
    Storage(Rc<Storage>),
    View {
        base: Rc<Storage>,
        size: Vec<Expr>,
        dtype: DType,
        reindex: Reindex,
        /// Made of a buffer already realized (Inductor made a `ReinterpretView`, which is
        /// storage and layout); false for a view of a value still being computed then (a
        /// `PermuteView`, `View`, ... that stays one after the value is realized).
        of_buffer: bool,
    },
}

pub fn buffer_loader(name: &str, cell: &LayoutCell) -> Loader {
    let name = name.to_string();
    let cell = cell.clone();
    Rc::new(move |b: &mut BodyBuilder, idx: &[Expr]| {
        let st = cell.borrow();
        Ok(b.load(&name, st.layout.dtype, &st.layout.index(idx)))
    })
}

impl TensorBox {
    pub fn buffer(name: &str, layout: FixedLayout) -> TensorBox {
        TensorBox::from_cell(name, fixed_cell(layout))
    }
    pub fn from_cell(name: &str, layout: LayoutCell) -> TensorBox {
        TensorBox::Storage(Rc::new(Storage {
            state: RefCell::new(StorageState::Buffer { name: name.into(), layout }),
            inline: RefCell::new(None),
        }))
    }
    /// The realized storage's layout cell (none while unrealized).
    pub fn layout_cell(&self) -> Option<(String, LayoutCell)> {
        match &*self.storage().state.borrow() {
            StorageState::Buffer { name, layout } => Some((name.clone(), layout.clone())),
            StorageState::Unrealized(_) => None,
        }
    }
    pub fn pointwise(pw: Pointwise) -> TensorBox {
        TensorBox::Storage(Rc::new(Storage {
            state: RefCell::new(StorageState::Unrealized(pw)),
            inline: RefCell::new(None),
        }))
    }
    pub fn storage(&self) -> &Rc<Storage> {
        match self {
            TensorBox::Storage(s) | TensorBox::View { base: s, .. } => s,
        }
    }
    pub fn size(&self) -> Vec<Expr> {
        match self {
            TensorBox::Storage(s) => match &*s.state.borrow() {
                StorageState::Unrealized(p) => p.size.clone(),
                StorageState::Buffer { layout, .. } => layout.borrow().layout.size.clone(),
            },
            TensorBox::View { size, .. } => size.clone(),
        }
    }
    pub fn dtype(&self) -> DType {
        match self {
            TensorBox::Storage(s) => match &*s.state.borrow() {
                StorageState::Unrealized(p) => p.dtype,
                StorageState::Buffer { layout, .. } => layout.borrow().layout.dtype,
            },
            TensorBox::View { dtype, .. } => *dtype,
        }
    }
    pub fn is_realized(&self) -> bool {
        matches!(&*self.storage().state.borrow(), StorageState::Buffer { .. })
    }
    /// `is_storage_and_layout`: a realized buffer, or a view made of one once it was
    /// realized (a `ReinterpretView`: its indexing affine).
    pub fn is_storage_and_layout(&self) -> bool {
        match self {
            TensorBox::Storage(_) => self.is_realized(),
            TensorBox::View { of_buffer, .. } => *of_buffer && self.as_strided().is_some(),
        }
    }
    /// Origins of the underlying unrealized computation (empty once realized).
    pub fn origins(&self) -> Vec<String> {
        match &*self.storage().state.borrow() {
            StorageState::Unrealized(p) => p.origins.clone(),
            StorageState::Buffer { .. } => vec![],
        }
    }
    /// `make_loader()`: a snapshot of how to compute one element now.
    pub fn make_loader(&self) -> Loader {
        let base = |s: &Rc<Storage>| -> Loader {
            match &*s.state.borrow() {
                StorageState::Unrealized(p) => p.loader.clone(),
                StorageState::Buffer { name, layout } => match &*s.inline.borrow() {
                    Some(l) => l.clone(),
                    None => buffer_loader(name, layout),
                },
            }
        };
        match self {
            TensorBox::Storage(s) => base(s),
            TensorBox::View { base: s, reindex, .. } => {
                let inner = base(s);
                let reindex = reindex.clone();
                Rc::new(move |b: &mut BodyBuilder, idx: &[Expr]| inner(b, &reindex(idx)))
            }
        }
    }
    /// A view of this tensor: `reindex` maps an index of the view to an index of `self`.
    pub fn view(&self, size: Vec<Expr>, reindex: Reindex) -> TensorBox {
        match self {
            TensorBox::Storage(s) => {
                let of_buffer = matches!(&*s.state.borrow(), StorageState::Buffer { .. });
                TensorBox::View { base: s.clone(), size, dtype: self.dtype(), reindex, of_buffer }
            }
            TensorBox::View { base, reindex: r0, dtype, of_buffer, .. } => {
                let r0 = r0.clone();
                TensorBox::View {
                    base: base.clone(),
                    size,
                    dtype: *dtype,
                    reindex: Rc::new(move |idx: &[Expr]| r0(&reindex(idx))),
                    of_buffer: *of_buffer,
                }
            }
        }
    }
    /// For a view of a realized buffer whose indexing is affine: the buffer and the strided
    /// layout it reads (Inductor's `ReinterpretView`).
    pub fn as_strided(&self) -> Option<(String, FixedLayout)> {
        let st = self.storage().state.borrow();
        let StorageState::Buffer { name, layout } = &*st else { return None };
        let layout = layout.borrow().layout.clone();
        match self {
            TensorBox::Storage(_) => Some((name.clone(), layout.clone())),
            TensorBox::View { size, reindex, .. } => {
                let names: Vec<String> = (0..size.len()).map(|i| format!("v{i}")).collect();
                let vars: Vec<Expr> = names.iter().map(|n| Expr::sym(n.clone())).collect();
                // `convert_to_reinterpret_view` simplifies with the view's ranges first, so
                // the pieces a reshape split an index into join back (`v0 % 32 + 32*(v0//32)`).
                // A symbolic range bounds nothing here (its symbol has no upper bound).
                let ranges: super::index::Ranges = names
                    .iter()
                    .zip(size)
                    .filter_map(|(v, n)| Some((v.clone(), n.as_const()?)))
                    .collect();
                let flat = layout.index(&reindex(&vars)).simplify_with_ranges(&ranges);
                // Affine: the offset plus each variable times a stride free of variables (a
                // stride may be symbolic: `v0*s70*(((s70**2)//s70))`).
                let zero: std::collections::HashMap<String, Expr> =
                    names.iter().map(|n| (n.clone(), Expr::int(0))).collect();
                let offset = flat.subs(&zero);
                let mut rebuilt = offset.clone();
                let mut stride: Vec<Expr> = Vec::with_capacity(size.len());
                for (n, v) in names.iter().zip(&vars) {
                    let c = flat.linear_coeff(n)?;
                    if names.iter().any(|m| c.has_sym(m)) {
                        return None;
                    }
                    rebuilt = rebuilt.add(&v.mul_poly(&c));
                    stride.push(c);
                }
                if rebuilt != flat {
                    return None;
                }
                // A size-1 dim has the stride its index carries through the views (what
                // Inductor's view layouts keep, and `empty_like` copies): read with that dim
                // unbounded; where no view gave it one, the dense stride after it.
                let loose: super::index::Ranges =
                    ranges.iter().filter(|(_, n)| **n != 1).map(|(k, n)| (k.clone(), *n)).collect();
                let loose = layout.index_all_dims(&reindex(&vars)).simplify_with_ranges(&loose);
                for i in (0..size.len()).rev() {
                    if size[i].is_one() {
                        let c = loose.linear_coeff(&names[i]).unwrap_or_default();
                        let dense = match (stride.get(i + 1), size.get(i + 1)) {
                            (Some(st), Some(sz)) => st.mul_poly(sz),
                            _ => Expr::int(1),
                        };
                        let positive = c.as_const().is_none_or(|k| k >= 0);
                        stride[i] = if positive {
                            c
                        } else if dense.is_zero() {
                            Expr::int(1)
                        } else {
                            dense
                        };
                    }
                }
                Some((
                    name.clone(),
                    FixedLayout {
                        device: layout.device.clone(),
                        dtype: layout.dtype,
                        size: size.clone(),
                        stride,
                        offset,
                    },
                ))
            }
        }
    }
}
