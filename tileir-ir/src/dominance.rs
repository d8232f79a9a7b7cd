//! Dominator trees of a region's control-flow graph (MLIR's `DominanceInfo`
//! per region), for passes that walk blocks in dominance order (CSE) or ask
//! whether one block dominates another.
//!
//! A block's successors are those of its last op. Blocks not reachable from
//! the entry block are not in the tree: like LLVM's, `properly_dominates`
//! says everything dominates them and they dominate nothing.
//!
//! Built with Cooper, Harvey and Kennedy's iterative algorithm over the
//! reverse post-order ("A Simple, Fast Dominance Algorithm"), which converges
//! in a couple of passes on the CFGs structured code produces.

use crate::body::Body;
use crate::ids::{BlockId, RegionId};
use rustc_hash::FxHashMap;

/// Marks a node with no immediate dominator (yet).
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
    /// The tree of `region` (in `body`). Linear in the region's blocks and
    /// edges per iteration of the fixpoint.
    pub fn build(body: &Body, region: RegionId) -> DomTree {
        let blocks: Vec<BlockId> = body.region_blocks(region).collect();
        let n = blocks.len();
        let index: FxHashMap<BlockId, u32> = blocks
            .iter()
            .enumerate()
            .map(|(i, &b)| (b, i as u32))
            .collect();
        let succs: Vec<Vec<u32>> = blocks
            .iter()
            .map(|&b| match body.last_op(b) {
                Some(t) => body
                    .successors(t)
                    .iter()
                    .filter_map(|s| index.get(s).copied())
                    .collect(),
                None => Vec::new(),
            })
            .collect();
        let rpo = reverse_post_order(&succs);
        let mut rpo_num = vec![NONE; n];
        for (i, &b) in rpo.iter().enumerate() {
            rpo_num[b as usize] = i as u32;
        }
        let mut preds: Vec<Vec<u32>> = vec![Vec::new(); n];
        for &b in &rpo {
            for &s in &succs[b as usize] {
                preds[s as usize].push(b);
            }
        }
        let mut idom = vec![NONE; n];
        if n > 0 {
            idom[0] = 0;
        }
        let mut changed = true;
        while changed {
            changed = false;
            for &b in rpo.iter().skip(1) {
                let mut new_idom = NONE;
                for &p in &preds[b as usize] {
                    if idom[p as usize] == NONE {
                        continue;
                    }
                    new_idom = if new_idom == NONE {
                        p
                    } else {
                        intersect(&idom, &rpo_num, p, new_idom)
                    };
                }
                if new_idom != idom[b as usize] {
                    idom[b as usize] = new_idom;
                    changed = true;
                }
            }
        }
        let mut children: Vec<Vec<BlockId>> = vec![Vec::new(); n];
        let mut child_nodes: Vec<Vec<u32>> = vec![Vec::new(); n];
        for &b in rpo.iter().skip(1) {
            let parent = idom[b as usize] as usize;
            children[parent].push(blocks[b as usize]);
            child_nodes[parent].push(b);
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
fn reverse_post_order(succs: &[Vec<u32>]) -> Vec<u32> {
    let n = succs.len();
    let mut post = Vec::with_capacity(n);
    if n == 0 {
        return post;
    }
    let mut visited = vec![false; n];
    let mut stack: Vec<(u32, usize)> = vec![(0, 0)];
    visited[0] = true;
    while let Some(top) = stack.last_mut() {
        let (b, next) = (top.0 as usize, top.1);
        if let Some(&s) = succs[b].get(next) {
            top.1 += 1;
            if !visited[s as usize] {
                visited[s as usize] = true;
                stack.push((s, 0));
            }
        } else {
            post.push(b as u32);
            stack.pop();
        }
    }
    post.reverse();
    post
}

/// Walks two nodes up the tree being built to their nearest common dominator.
fn intersect(idom: &[u32], rpo_num: &[u32], mut a: u32, mut b: u32) -> u32 {
    while a != b {
        while rpo_num[a as usize] > rpo_num[b as usize] {
            a = idom[a as usize];
        }
        while rpo_num[b as usize] > rpo_num[a as usize] {
            b = idom[b as usize];
        }
    }
    a
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
}
