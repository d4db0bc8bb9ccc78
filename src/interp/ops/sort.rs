//! `topk` and `sort`, with PyTorch's CPU order for equal keys. PyTorch sorts (value, index)
//! pairs by value alone with the C++ standard library (`topk_impl_loop` in
//! `aten/src/ATen/native/TopKImpl.h`: `std::partial_sort` when `k * 64 <= n`, else
//! `std::nth_element` then `std::sort` of the first `k - 1`; `sort_kernel` in
//! `SortingKernel.cpp`: `std::sort`, or `std::stable_sort` for `stable=True`), which are not
//! stable: the order of ties is whatever libstdc++'s introsort/introselect leave. [`stl`] is a
//! transcription of those libstdc++ algorithms (the same in GCC 4.x through 14), so ties come
//! out in PyTorch's order; NaN sorts above every number in both directions' "largest" sense,
//! as PyTorch's comparators put it. Two PyTorch paths are stable instead: a 1-d integer tensor
//! of at least 32768 elements sorted ascending (fbgemm's radix sort), and a dim of stride 0
//! (its elements are one value, the indices stay in order).
use super::scan::{dim_last, from_dim_last};
use super::{Call, Cx, KW};
use crate::interp::tensor::{TResult, Tensor, terr, wrap_dim};
use crate::interp::value::Value;
use crate::ir::DType;

/// libstdc++'s `<bits/stl_algo.h>` / `<bits/stl_heap.h>` sorting algorithms on a slice, with
/// `ptrdiff_t` arithmetic as C++ has it. `less` must be a strict weak ordering (it is for every
/// comparator here, NaN included); the unguarded loops, which rely on that in C++, also stop at
/// the slice's ends so that no input can make them index out of bounds.
pub mod stl {
    struct Seq<'a, T, F> {
        a: &'a mut [T],
        less: F,
    }

    impl<T: Copy, F: Fn(&T, &T) -> bool> Seq<'_, T, F> {
        fn get(&self, i: isize) -> T {
            self.a[i as usize]
        }
        fn set(&mut self, i: isize, v: T) {
            self.a[i as usize] = v;
        }
        fn lt(&self, i: isize, j: isize) -> bool {
            (self.less)(&self.a[i as usize], &self.a[j as usize])
        }
        fn swap(&mut self, i: isize, j: isize) {
            self.a.swap(i as usize, j as usize);
        }
        fn len(&self) -> isize {
            self.a.len() as isize
        }

        /// `std::__adjust_heap` followed by its `std::__push_heap`.
        fn adjust_heap(&mut self, first: isize, mut hole: isize, len: isize, value: T) {
            let top = hole;
            let mut second = hole;
            while second < (len - 1) / 2 {
                second = 2 * (second + 1);
                if self.lt(first + second, first + (second - 1)) {
                    second -= 1;
                }
                self.set(first + hole, self.get(first + second));
                hole = second;
            }
            if len & 1 == 0 && second == (len - 2) / 2 {
                second = 2 * (second + 1);
                self.set(first + hole, self.get(first + (second - 1)));
                hole = second - 1;
            }
            let mut parent = (hole - 1) / 2;
            while hole > top && (self.less)(&self.get(first + parent), &value) {
                self.set(first + hole, self.get(first + parent));
                hole = parent;
                parent = (hole - 1) / 2;
            }
            self.set(first + hole, value);
        }

        fn make_heap(&mut self, first: isize, last: isize) {
            let len = last - first;
            if len < 2 {
                return;
            }
            let mut parent = (len - 2) / 2;
            loop {
                let v = self.get(first + parent);
                self.adjust_heap(first, parent, len, v);
                if parent == 0 {
                    return;
                }
                parent -= 1;
            }
        }

        fn pop_heap(&mut self, first: isize, last: isize, result: isize) {
            let v = self.get(result);
            self.set(result, self.get(first));
            self.adjust_heap(first, 0, last - first, v);
        }

        fn heap_select(&mut self, first: isize, middle: isize, last: isize) {
            self.make_heap(first, middle);
            for i in middle..last {
                if self.lt(i, first) {
                    self.pop_heap(first, middle, i);
                }
            }
        }

        fn sort_heap(&mut self, first: isize, mut last: isize) {
            while last - first > 1 {
                last -= 1;
                self.pop_heap(first, last, last);
            }
        }

        fn move_median_to_first(&mut self, result: isize, a: isize, b: isize, c: isize) {
            let m = if self.lt(a, b) {
                if self.lt(b, c) {
                    b
                } else if self.lt(a, c) {
                    c
                } else {
                    a
                }
            } else if self.lt(a, c) {
                a
            } else if self.lt(b, c) {
                c
            } else {
                b
            };
            self.swap(result, m);
        }

        fn unguarded_partition(
            &mut self,
            mut first: isize,
            mut last: isize,
            pivot: isize,
        ) -> isize {
            loop {
                while first < self.len() - 1 && self.lt(first, pivot) {
                    first += 1;
                }
                last -= 1;
                while last > 0 && self.lt(pivot, last) {
                    last -= 1;
                }
                if first >= last {
                    return first;
                }
                self.swap(first, last);
                first += 1;
            }
        }

        fn unguarded_partition_pivot(&mut self, first: isize, last: isize) -> isize {
            let mid = first + (last - first) / 2;
            self.move_median_to_first(first, first + 1, mid, last - 1);
            self.unguarded_partition(first + 1, last, first)
        }

        fn unguarded_linear_insert(&mut self, mut last: isize) {
            let v = self.get(last);
            let mut next = last - 1;
            while next >= 0 && (self.less)(&v, &self.get(next)) {
                self.set(last, self.get(next));
                last = next;
                next -= 1;
            }
            self.set(last, v);
        }

        fn insertion_sort(&mut self, first: isize, last: isize) {
            if first == last {
                return;
            }
            for i in first + 1..last {
                if self.lt(i, first) {
                    let v = self.get(i);
                    self.a.copy_within(first as usize..i as usize, first as usize + 1);
                    self.set(first, v);
                } else {
                    self.unguarded_linear_insert(i);
                }
            }
        }

        fn final_insertion_sort(&mut self, first: isize, last: isize) {
            if last - first > 16 {
                self.insertion_sort(first, first + 16);
                for i in first + 16..last {
                    self.unguarded_linear_insert(i);
                }
            } else {
                self.insertion_sort(first, last);
            }
        }

        fn introsort_loop(&mut self, first: isize, mut last: isize, mut depth: isize) {
            while last - first > 16 {
                if depth == 0 {
                    self.heap_select(first, last, last);
                    self.sort_heap(first, last);
                    return;
                }
                depth -= 1;
                let cut = self.unguarded_partition_pivot(first, last);
                self.introsort_loop(cut, last, depth);
                last = cut;
            }
        }

        fn introselect(&mut self, mut first: isize, nth: isize, mut last: isize, mut depth: isize) {
            while last - first > 3 {
                if depth == 0 {
                    self.heap_select(first, nth + 1, last);
                    self.swap(first, nth);
                    return;
                }
                depth -= 1;
                let cut = self.unguarded_partition_pivot(first, last);
                if cut <= nth {
                    first = cut;
                } else {
                    last = cut;
                }
            }
            self.insertion_sort(first, last);
        }
    }

    /// `std::__lg(n) * 2`, the depth limit of introsort and introselect.
    fn depth_limit(n: usize) -> isize {
        2 * (usize::BITS - 1 - n.max(1).leading_zeros()) as isize
    }

    /// `std::sort(a.begin(), a.end(), less)`.
    pub fn sort<T: Copy>(a: &mut [T], less: impl Fn(&T, &T) -> bool) {
        let n = a.len();
        if n == 0 {
            return;
        }
        let mut s = Seq { a, less };
        s.introsort_loop(0, n as isize, depth_limit(n));
        s.final_insertion_sort(0, n as isize);
    }

    /// `std::nth_element(a.begin(), a.begin() + nth, a.end(), less)`.
    pub fn nth_element<T: Copy>(a: &mut [T], nth: usize, less: impl Fn(&T, &T) -> bool) {
        let n = a.len();
        if nth >= n {
            return;
        }
        let mut s = Seq { a, less };
        s.introselect(0, nth as isize, n as isize, depth_limit(n));
    }

    /// `std::partial_sort(a.begin(), a.begin() + middle, a.end(), less)`.
    pub fn partial_sort<T: Copy>(a: &mut [T], middle: usize, less: impl Fn(&T, &T) -> bool) {
        let n = a.len() as isize;
        let middle = middle.min(a.len()) as isize;
        let mut s = Seq { a, less };
        s.heap_select(0, middle, n);
        s.sort_heap(0, middle);
    }
}

/// A sort key: floats compare as f64 (exact for every float dtype), integers as i64.
pub(super) trait Key: Copy + PartialOrd {
    fn is_nan(self) -> bool;
    fn lt(self, other: Self) -> bool;
}
impl Key for f64 {
    fn is_nan(self) -> bool {
        self.is_nan()
    }
    fn lt(self, other: f64) -> bool {
        self < other
    }
}
impl Key for i64 {
    fn is_nan(self) -> bool {
        false
    }
    fn lt(self, other: i64) -> bool {
        self < other
    }
}

/// PyTorch's comparators on (value, index) pairs: descending puts NaN first
/// (`(isnan(x) && !isnan(y)) || x > y`), ascending last (`(!isnan(x) && isnan(y)) || x < y`).
fn before<K: Key>(descending: bool) -> impl Fn(&(K, i64), &(K, i64)) -> bool {
    move |x, y| {
        if descending {
            (x.0.is_nan() && !y.0.is_nan()) || y.0.lt(x.0)
        } else {
            (!x.0.is_nan() && y.0.is_nan()) || x.0.lt(y.0)
        }
    }
}

/// How one row is put in order.
#[derive(Clone, Copy)]
enum Order {
    /// `topk(k, largest, sorted)`.
    Topk { k: usize, largest: bool, sorted: bool },
    /// `sort(descending)`, with libstdc++'s `std::sort` or a stable sort.
    Sort { descending: bool, stable: bool },
}

/// The indices (into the row) of the selected elements, in output order.
fn order_row<K: Key>(row: &[K], how: Order) -> Vec<i64> {
    let mut q: Vec<(K, i64)> = row.iter().enumerate().map(|(j, &v)| (v, j as i64)).collect();
    match how {
        Order::Topk { k, largest, sorted } => {
            if k == 0 {
                return vec![];
            }
            let less = before::<K>(largest);
            if k * 64 <= q.len() {
                stl::partial_sort(&mut q, k, less);
            } else {
                stl::nth_element(&mut q, k - 1, &less);
                if sorted {
                    stl::sort(&mut q[..k - 1], &less);
                }
            }
            q.truncate(k);
        }
        Order::Sort { descending, stable: true } => {
            // std::stable_sort: equal keys (NaNs among themselves) keep their order.
            let less = before::<K>(descending);
            q.sort_by(|x, y| {
                if less(x, y) {
                    std::cmp::Ordering::Less
                } else if less(y, x) {
                    std::cmp::Ordering::Greater
                } else {
                    std::cmp::Ordering::Equal
                }
            });
        }
        Order::Sort { descending, stable: false } => stl::sort(&mut q, before::<K>(descending)),
    }
    q.into_iter().map(|(_, j)| j).collect()
}

/// (values, int64 indices) of `x` put in order along `dim`, `k` per row.
fn select(x: &Tensor, dim: i64, k: usize, how: Order, op: &str) -> TResult<(Tensor, Tensor)> {
    let dt = x.dtype();
    let supported = matches!(dt, DType::F64 | DType::F32 | DType::F16 | DType::BF16)
        || matches!(dt, DType::I64 | DType::I32 | DType::I16 | DType::I8 | DType::U8)
        || (dt == DType::B8 && matches!(how, Order::Sort { .. }));
    if !supported {
        return terr(format!("{op} of a {dt} tensor is not implemented on CPU"));
    }
    let d = wrap_dim(dim, x.dim())?;
    if x.dim() == 0 {
        // PyTorch returns the element and index 0 (for k = 0 too).
        return Ok((x.contiguous(), Tensor::from_i64(DType::I64, vec![], &[0])?));
    }
    let n = x.sizes()[d];
    let moved = dim_last(x, d)?;
    let mut sizes = moved.sizes().to_vec();
    if let Some(last) = sizes.last_mut() {
        *last = k;
    }
    let stride0 = x.strides()[d] == 0;
    let how = match how {
        Order::Sort { descending, stable } => {
            let radix = x.dim() == 1 && n >= 32768 && dt.is_int() && !descending;
            Order::Sort { descending, stable: stable || radix || stride0 }
        }
        h => h,
    };
    let rows = |len: usize| len.checked_div(n).unwrap_or(0);
    let mut idx = Vec::new();
    let values = if dt.is_float() {
        let v = moved.to_f64_vec();
        let mut out = Vec::with_capacity(rows(v.len()) * k);
        for row in v.chunks(n.max(1)).take(rows(v.len())) {
            let ix = order_row(row, how);
            out.extend(ix.iter().map(|&j| row[j as usize]));
            idx.extend(ix);
        }
        Tensor::from_f64(dt, sizes.clone(), &out)?
    } else {
        let v = moved.to_i64_vec();
        let mut out = Vec::with_capacity(rows(v.len()) * k);
        for row in v.chunks(n.max(1)).take(rows(v.len())) {
            let ix = order_row(row, how);
            out.extend(ix.iter().map(|&j| row[j as usize]));
            idx.extend(ix);
        }
        Tensor::from_i64(dt, sizes.clone(), &out)?
    };
    let indices = Tensor::from_i64(DType::I64, sizes, &idx)?;
    Ok((from_dim_last(values, d)?, from_dim_last(indices, d)?))
}

/// `topk(x, k, dim, largest, sorted)`.
pub fn topk(
    x: &Tensor,
    k: i64,
    dim: i64,
    largest: bool,
    sorted: bool,
) -> TResult<(Tensor, Tensor)> {
    let n = if x.dim() == 0 { 1 } else { x.sizes()[wrap_dim(dim, x.dim())?] };
    if k < 0 || k as usize > n {
        return terr("selected index k out of range");
    }
    select(x, dim, k as usize, Order::Topk { k: k as usize, largest, sorted }, "topk")
}

/// `sort(x, dim, descending)`; `stable` as `sort.stable`'s flag.
pub fn sort(x: &Tensor, dim: i64, descending: bool, stable: bool) -> TResult<(Tensor, Tensor)> {
    let n = if x.dim() == 0 { 1 } else { x.sizes()[wrap_dim(dim, x.dim())?] };
    select(x, dim, n, Order::Sort { descending, stable }, "sort")
}

fn pair((v, i): (Tensor, Tensor)) -> Value {
    Value::List(vec![Value::Tensor(v), Value::Tensor(i)])
}

/// `topk(Tensor self, SymInt k, int dim=-1, bool largest=True, bool sorted=True)`.
pub(super) fn topk_op(c: &Call) -> TResult<Value> {
    let x = c.tensor(0, "self")?;
    let k = c.int(1, "k")?;
    let dim = c.opt_int(2, "dim")?.unwrap_or(-1);
    let largest = c.bool_or(3, "largest", true)?;
    let sorted = c.bool_or(4, "sorted", true)?;
    topk(x, k, dim, largest, sorted).map(pair)
}

/// `sort(Tensor self, int dim=-1, bool descending=False)` and
/// `sort.stable(Tensor self, *, bool? stable, int dim=-1, bool descending=False)`.
pub(super) fn sort_op(x: &Cx, c: &Call) -> TResult<Value> {
    let t = c.tensor(0, "self")?;
    let (dim, descending, stable) = match x.overload {
        "stable" => (
            c.opt_int(KW, "dim")?.unwrap_or(-1),
            c.bool_or(KW, "descending", false)?,
            c.bool_or(KW, "stable", false)?,
        ),
        "default" | "" => {
            (c.opt_int(1, "dim")?.unwrap_or(-1), c.bool_or(2, "descending", false)?, false)
        }
        o => return terr(format!("overload `{o}` is not supported")),
    };
    sort(t, dim, descending, stable).map(pair)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn idx(v: &[f64], how: Order) -> Vec<i64> {
        order_row(v, how)
    }

    #[test]
    fn libstdcxx_orders_ties_as_pytorch_does() {
        // Printed by PyTorch 2.15: torch.sort(torch.tensor([1.] * 17 + [0.]), descending=True)
        // .indices is [1, 16, 15, ..., 2, 0, 17] (introsort's median-of-three and the final
        // insertion sort move the ties), not 0..18.
        let mut v = vec![1.0; 17];
        v.push(0.0);
        let got = idx(&v, Order::Sort { descending: true, stable: false });
        let mut want = vec![1];
        want.extend((2..17).rev());
        want.extend([0, 17]);
        assert_eq!(got, want);
        let stable = idx(&v, Order::Sort { descending: true, stable: true });
        assert_eq!(stable, (0..18).collect::<Vec<_>>());
        // NaN counts as the largest value in both directions of topk.
        let n = [1.0, f64::NAN, 3.0];
        assert_eq!(idx(&n, Order::Topk { k: 1, largest: true, sorted: true }), vec![1]);
        assert_eq!(idx(&n, Order::Topk { k: 2, largest: false, sorted: true }), vec![0, 2]);
    }
}
