//! Dominator trees of a region's control-flow graph (MLIR's `DominanceInfo`
//! per region), for passes that walk blocks in dominance order (CSE) or ask
//! whether one block dominates another.
//!
//! A block's successors are those of its last op. Blocks not reachable from
//! the entry block are not in the tree: like LLVM's, `properly_dominates`
//! says everything dominates them and they dominate nothing.
//!
//! Built with Semi-NCA, as LLVM builds its dominator trees: near-linear,
//! where the iterative Cooper-Harvey-Kennedy algorithm turns quadratic on
//! long chains with back edges. The verifier's dominance checks use the
//! same [`immediate_dominators`].

use crate::body::Body;
use crate::ids::{BlockId, RegionId};
use rustc_hash::FxHashMap;

/// Marks a node outside the tree (not reachable from the entry).
const NONE: u32 = u32::MAX;

/// The dominator tree of one region.
pub struct DomTree {
    /// The region's blocks, in layout order; nodes are indices into it.
    blocks: Vec<BlockId>,
    index: FxHashMap<BlockId, u32>,
    /// Children of each node in the tree, in reverse post-order.
    children: Vec<Vec<BlockId>>,
    /// Pre- and post-order numbers of each node in the tree (`NONE` when
    /// unreachable), for O(1) dominance queries.
    pre: Vec<u32>,
    post: Vec<u32>,
}

impl DomTree {
    /// The tree of `region` (in `body`), in near-linear time.
    pub fn build(body: &Body, region: RegionId) -> DomTree {
        let blocks: Vec<BlockId> = body.region_blocks(region).collect();
        let n = blocks.len();
        let index: FxHashMap<BlockId, u32> = blocks
            .iter()
            .enumerate()
            .map(|(i, &b)| (b, i as u32))
            .collect();
        let succs: Vec<Vec<usize>> = blocks
            .iter()
            .map(|&b| match body.last_op(b) {
                Some(t) => body
                    .successors(t)
                    .iter()
                    .filter_map(|s| index.get(s).map(|&i| i as usize))
                    .collect(),
                None => Vec::new(),
            })
            .collect();
        let rpo = reverse_post_order(&succs);
        let mut preds: Vec<Vec<usize>> = vec![Vec::new(); n];
        for &b in &rpo {
            for &s in &succs[b] {
                preds[s].push(b);
            }
        }
        let idom = immediate_dominators(&succs, &preds);
        let mut children: Vec<Vec<BlockId>> = vec![Vec::new(); n];
        let mut child_nodes: Vec<Vec<u32>> = vec![Vec::new(); n];
        for &b in rpo.iter().skip(1) {
            let parent = idom[b];
            children[parent].push(blocks[b]);
            child_nodes[parent].push(b as u32);
        }
        let (pre, post) = number_tree(&child_nodes, n);
        DomTree {
            blocks,
            index,
            children,
            pre,
            post,
        }
    }

    /// The entry block, `None` for an empty region.
    pub fn root(&self) -> Option<BlockId> {
        self.blocks.first().copied()
    }

    /// The blocks `block` immediately dominates (empty for a block not in
    /// the tree).
    pub fn children(&self, block: BlockId) -> &[BlockId] {
        match self.index.get(&block) {
            Some(&i) => &self.children[i as usize],
            None => &[],
        }
    }

    /// Whether `block` is reachable from the region's entry.
    pub fn is_reachable(&self, block: BlockId) -> bool {
        self.index
            .get(&block)
            .is_some_and(|&i| self.pre[i as usize] != NONE)
    }

    /// LLVM's `DominatorTree::properlyDominates` for two blocks of the region.
    pub fn properly_dominates(&self, a: BlockId, b: BlockId) -> bool {
        if a == b {
            return false;
        }
        let (Some(&a), Some(&b)) = (self.index.get(&a), self.index.get(&b)) else {
            return false;
        };
        let (a, b) = (a as usize, b as usize);
        if self.pre[b] == NONE {
            return true;
        }
        self.pre[a] != NONE && self.pre[a] <= self.pre[b] && self.post[b] <= self.post[a]
    }
}

/// The nodes reachable from node 0, in reverse post-order (iterative DFS).
fn reverse_post_order(succs: &[Vec<usize>]) -> Vec<usize> {
    let n = succs.len();
    let mut post = Vec::with_capacity(n);
    if n == 0 {
        return post;
    }
    let mut visited = vec![false; n];
    let mut stack: Vec<(usize, usize)> = vec![(0, 0)];
    visited[0] = true;
    while let Some(top) = stack.last_mut() {
        let (b, next) = *top;
        if let Some(&s) = succs[b].get(next) {
            top.1 += 1;
            if !visited[s] {
                visited[s] = true;
                stack.push((s, 0));
            }
        } else {
            post.push(b);
            stack.pop();
        }
    }
    post.reverse();
    post
}

/// Immediate dominators of the nodes reachable from node 0 (`usize::MAX`
/// for the others, node 0 its own; `preds` lists reachable predecessors
/// only), by Semi-NCA as LLVM's dominator trees
/// compute them: semidominators by link-eval with path compression, then
/// each idom as the nearest common ancestor. Near-linear where the iterative
/// Cooper-Harvey-Kennedy algorithm is quadratic (long chains with back edges).
pub(crate) fn immediate_dominators(succs: &[Vec<usize>], preds: &[Vec<usize>]) -> Vec<usize> {
    const UNSEEN: usize = usize::MAX;
    let n = succs.len();
    let mut idom_of = vec![UNSEEN; n];
    if n == 0 {
        return idom_of;
    }
    // DFS preorder: `num[block]`, `order[number]`, `parent[number]`.
    let mut num = vec![UNSEEN; n];
    let mut order = Vec::with_capacity(n);
    let mut parent = Vec::with_capacity(n);
    let mut stack: Vec<(usize, usize)> = vec![(0, 0)];
    num[0] = 0;
    order.push(0);
    parent.push(0);
    while let Some(&mut (b, ref mut next)) = stack.last_mut() {
        if let Some(&s) = succs[b].get(*next) {
            *next += 1;
            if num[s] == UNSEEN {
                num[s] = order.len();
                parent.push(num[b]);
                order.push(s);
                stack.push((s, 0));
            }
        } else {
            stack.pop();
        }
    }
    let count = order.len();
    let mut semi: Vec<usize> = (0..count).collect();
    let mut label: Vec<usize> = (0..count).collect();
    let mut ancestor = vec![UNSEEN; count];
    let mut path = Vec::new();
    for w in (1..count).rev() {
        for &p in &preds[order[w]] {
            let v = num[p];
            if v == UNSEEN {
                continue;
            }
            // eval(v): the label of least semidominator on v's forest path.
            let u = if ancestor[v] == UNSEEN {
                v
            } else {
                path.clear();
                let mut x = v;
                while ancestor[ancestor[x]] != UNSEEN {
                    path.push(x);
                    x = ancestor[x];
                }
                for &x in path.iter().rev() {
                    let a = ancestor[x];
                    if semi[label[a]] < semi[label[x]] {
                        label[x] = label[a];
                    }
                    ancestor[x] = ancestor[a];
                }
                label[v]
            };
            semi[w] = semi[w].min(semi[u]);
        }
        ancestor[w] = parent[w];
    }
    let mut idom = parent;
    for w in 1..count {
        let mut x = idom[w];
        while x > semi[w] {
            x = idom[x];
        }
        idom[w] = x;
    }
    for (w, &b) in order.iter().enumerate() {
        idom_of[b] = order[idom[w]];
    }
    idom_of
}

/// Pre- and post-order numbers of the tree rooted at node 0 (iterative).
fn number_tree(children: &[Vec<u32>], n: usize) -> (Vec<u32>, Vec<u32>) {
    let (mut pre, mut post) = (vec![NONE; n], vec![NONE; n]);
    if n == 0 {
        return (pre, post);
    }
    let mut counter = 0u32;
    pre[0] = counter;
    let mut stack: Vec<(u32, usize)> = vec![(0, 0)];
    while let Some(top) = stack.last_mut() {
        let (b, next) = (top.0 as usize, top.1);
        counter += 1;
        if let Some(&c) = children[b].get(next) {
            top.1 += 1;
            pre[c as usize] = counter;
            stack.push((c, 0));
        } else {
            post[b] = counter;
            stack.pop();
        }
    }
    (pre, post)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::body::OperationState;
    use crate::Context;

    /// Builds a region of `n` blocks whose edges are `edges` (block index
    /// pairs), and checks the tree's children and reachability.
    fn check(n: usize, edges: &[(usize, usize)], children: &[&[usize]], unreachable: &[usize]) {
        let ctx = Context::with_dialects(&[]);
        let mut body = Body::new();
        let region = body.new_region();
        let blocks: Vec<BlockId> = (0..n).map(|_| body.create_block()).collect();
        for &b in &blocks {
            body.append_block(region, b);
        }
        for (i, &b) in blocks.iter().enumerate() {
            let mut state = OperationState::new(ctx.op_name("t.br"), ctx.unknown_loc());
            state.successors = edges
                .iter()
                .filter(|e| e.0 == i)
                .map(|e| blocks[e.1])
                .collect();
            let t = body.create_op(&ctx, state);
            body.append_op(b, t);
        }
        let tree = DomTree::build(&body, region);
        for (i, expected) in children.iter().enumerate() {
            let got: Vec<usize> = tree
                .children(blocks[i])
                .iter()
                .map(|c| blocks.iter().position(|b| b == c).unwrap())
                .collect();
            assert_eq!(got, *expected, "children of block {i}");
        }
        for (i, &b) in blocks.iter().enumerate() {
            assert_eq!(tree.is_reachable(b), !unreachable.contains(&i), "block {i}");
        }
    }

    #[test]
    fn diamond_and_loop() {
        // 0 -> 1, 2; 1 -> 3; 2 -> 3; 3 -> 1 (a loop back edge); 4 unreachable.
        check(
            5,
            &[(0, 1), (0, 2), (1, 3), (2, 3), (3, 1)],
            &[&[2, 1, 3], &[], &[], &[], &[]],
            &[4],
        );
    }

    #[test]
    fn chain_dominates_transitively() {
        let ctx = Context::with_dialects(&[]);
        let mut body = Body::new();
        let region = body.new_region();
        let blocks: Vec<BlockId> = (0..3).map(|_| body.create_block()).collect();
        for (i, &b) in blocks.iter().enumerate() {
            body.append_block(region, b);
            let mut state = OperationState::new(ctx.op_name("t.br"), ctx.unknown_loc());
            if i + 1 < blocks.len() {
                state.successors.push(blocks[i + 1]);
            }
            let t = body.create_op(&ctx, state);
            body.append_op(b, t);
        }
        let tree = DomTree::build(&body, region);
        assert!(tree.properly_dominates(blocks[0], blocks[2]));
        assert!(!tree.properly_dominates(blocks[2], blocks[0]));
        assert!(!tree.properly_dominates(blocks[1], blocks[1]));
        assert_eq!(tree.root(), Some(blocks[0]));
    }

    /// Immediate dominators by the textbook dataflow (dominator sets), for
    /// checking `immediate_dominators` on small graphs.
    fn naive_idom(succs: &[Vec<usize>]) -> Vec<usize> {
        let n = succs.len();
        let mut reach = vec![false; n];
        let mut stack = vec![0];
        reach[0] = true;
        while let Some(b) = stack.pop() {
            for &s in &succs[b] {
                if !reach[s] {
                    reach[s] = true;
                    stack.push(s);
                }
            }
        }
        let mut preds = vec![Vec::new(); n];
        for (b, ss) in succs.iter().enumerate() {
            for &s in ss {
                if reach[b] {
                    preds[s].push(b);
                }
            }
        }
        // dom[b] = {b} ∪ ⋂ dom[p] over predecessors p.
        let all: Vec<bool> = reach.clone();
        let mut dom: Vec<Vec<bool>> = (0..n).map(|_| all.clone()).collect();
        dom[0] = (0..n).map(|i| i == 0).collect();
        let mut changed = true;
        while changed {
            changed = false;
            for b in 1..n {
                if !reach[b] {
                    continue;
                }
                let mut d = all.clone();
                for &p in &preds[b] {
                    for i in 0..n {
                        d[i] &= dom[p][i];
                    }
                }
                d[b] = true;
                if d != dom[b] {
                    dom[b] = d;
                    changed = true;
                }
            }
        }
        // The idom is the strict dominator every other strict dominator dominates.
        (0..n)
            .map(|b| {
                if b == 0 {
                    return 0;
                }
                if !reach[b] {
                    return usize::MAX;
                }
                let strict: Vec<usize> = (0..n).filter(|&d| d != b && dom[b][d]).collect();
                *strict
                    .iter()
                    .find(|&&d| strict.iter().all(|&o| dom[d][o]))
                    .expect("an immediate dominator")
            })
            .collect()
    }

    #[test]
    fn immediate_dominators_matches_dominator_sets_on_random_graphs() {
        let mut state = 0x2545_f491_4f6c_dd1du64;
        let mut next = |m: usize| {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            (state % m as u64) as usize
        };
        for _ in 0..2000 {
            let n = 1 + next(12);
            let succs: Vec<Vec<usize>> = (0..n)
                .map(|_| (0..next(4)).map(|_| next(n)).collect())
                .collect();
            let mut preds = vec![Vec::new(); n];
            // Only reachable predecessors, as `DomTree::build` passes them.
            let expected = naive_idom(&succs);
            for (b, ss) in succs.iter().enumerate() {
                if expected[b] != usize::MAX {
                    for &s in ss {
                        preds[s].push(b);
                    }
                }
            }
            assert_eq!(immediate_dominators(&succs, &preds), expected, "{succs:?}");
        }
    }

    #[test]
    fn immediate_dominators_is_fast_on_a_chain_with_back_edges() {
        // Each block branches to the next and back to block 1: quadratic for
        // the iterative algorithm, near-linear here.
        let n = 200_000;
        let succs: Vec<Vec<usize>> = (0..n)
            .map(|b| if b + 1 < n { vec![b + 1, 1] } else { vec![] })
            .collect();
        let mut preds = vec![Vec::new(); n];
        for (b, ss) in succs.iter().enumerate() {
            for &s in ss {
                preds[s].push(b);
            }
        }
        let start = std::time::Instant::now();
        let idom = immediate_dominators(&succs, &preds);
        assert!(start.elapsed().as_secs_f64() < 5.0);
        assert!((1..n).all(|b| idom[b] == b - 1));
    }
}
