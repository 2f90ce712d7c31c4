// The calls a mongoose 9 app makes, end to end over a real connection.
import mongoose, { Schema, type Connection } from 'mongoose';
import { rejects, type Case, type Env } from './target';

let counter = 0;

async function withConnection(env: Env, fn: (conn: Connection) => Promise<void>): Promise<void> {
  const conn = await mongoose.createConnection(env.uri, { dbName: `${env.dbName}_mg${++counter}` }).asPromise();
  try {
    await fn(conn);
  } finally {
    await conn.dropDatabase().catch(() => {});
    await conn.close();
  }
}

function models(conn: Connection) {
  const User = conn.model('User', new Schema({
    email: { type: String, unique: true, required: true },
    name: String,
    age: { type: Number, index: true },
    tags: [String],
  }, { timestamps: true }));
  const Post = conn.model('Post', new Schema({
    title: String,
    author: { type: Schema.Types.ObjectId, ref: 'User' },
    likes: { type: Number, default: 0 },
    comments: [{ by: String, text: String, score: Number }],
  }, { timestamps: true }));
  return { User, Post };
}

export const mongooseCases: Case[] = [
  {
    name: 'mongoose: init, create, find, update, delete, count',
    async run(env) {
      await withConnection(env, async (conn) => {
        const { User } = models(conn);
        await User.init();
        const alice = await User.create({ email: 'alice@x.io', name: 'Alice', age: 30, tags: ['a'] });
        expect(alice.createdAt).toBeInstanceOf(Date);
        await User.insertMany([{ email: 'bob@x.io', age: 25 }, { email: 'carol@x.io', age: 35 }]);
        const page = await User.find({ age: { $gte: 20 } }).sort({ age: -1 }).skip(1).limit(2).lean();
        expect(page.map((u) => u.email)).toEqual(['alice@x.io', 'bob@x.io']);
        expect((await User.findById(alice._id))?.name).toBe('Alice');
        const updated = await User.findOneAndUpdate({ email: 'alice@x.io' }, { $inc: { age: 1 }, name: 'Alice B' }, { returnDocument: 'after' });
        expect([updated?.age, updated?.name]).toEqual([31, 'Alice B']);
        await User.updateOne({ _id: alice._id }, { $push: { tags: 'x' } });
        await User.updateOne({ _id: alice._id }, { $addToSet: { tags: { $each: ['x', 'y'] } }, $unset: { name: 1 } });
        await User.updateOne({ _id: alice._id }, { $pull: { tags: 'a' } });
        const reloaded = await User.findById(alice._id).lean();
        expect(reloaded?.tags).toEqual(['x', 'y']);
        expect(reloaded?.name).toBeUndefined();
        await User.updateOne({ email: 'zed@x.io' }, { $set: { age: 50 } }, { upsert: true });
        expect((await User.findOne({ email: 'zed@x.io' }).lean())?.createdAt).toBeInstanceOf(Date);
        expect(await User.countDocuments({ age: { $gte: 30 } })).toBe(3);
        expect(await User.estimatedDocumentCount()).toBe(4);
        expect((await User.distinct('tags')).sort()).toEqual(['x', 'y']);
        const doc = await User.findOne({ email: 'bob@x.io' });
        doc!.age = 42;
        await doc!.save();
        expect((await User.findById(doc!._id).lean())?.age).toBe(42);
        expect((await User.deleteOne({ email: 'zed@x.io' })).deletedCount).toBe(1);
        expect((await User.deleteMany({ age: { $gt: 40 } })).deletedCount).toBe(1);
      });
    },
  },
  {
    name: 'mongoose: unique index violation is E11000 with keyValue',
    async run(env) {
      await withConnection(env, async (conn) => {
        const { User } = models(conn);
        await User.init();
        await User.create({ email: 'dup@x.io' });
        const err = await rejects(User.create({ email: 'dup@x.io' }));
        expect(err.code).toBe(11000);
        expect(err.keyValue).toEqual({ email: 'dup@x.io' });
        expect(err.keyPattern).toEqual({ email: 1 });
        const other = await User.create({ email: 'other@x.io' });
        const upd = await rejects(User.updateOne({ _id: other._id }, { $set: { email: 'dup@x.io' } }));
        expect(upd.code).toBe(11000);
      });
    },
  },
  {
    name: 'mongoose: populate, arrayFilters, aggregate, cursor',
    async run(env) {
      await withConnection(env, async (conn) => {
        const { User, Post } = models(conn);
        await Promise.all([User.init(), Post.init()]);
        const u = await User.create({ email: 'p@x.io', age: 33 });
        await Post.create({ title: 'Hello', author: u._id, comments: [{ by: 'b', text: 'hi', score: 1 }, { by: 'c', text: 'yo', score: 5 }] });
        const [post] = await Post.find().populate<{ author: { email: string } }>('author');
        expect(post.author.email).toBe('p@x.io');
        await Post.updateOne({ title: 'Hello' }, { $set: { 'comments.$[c].text': 'liked' } }, { arrayFilters: [{ 'c.score': { $gte: 3 } }] });
        expect((await Post.findOne({ title: 'Hello' }).lean())?.comments.map((c) => c.text)).toEqual(['hi', 'liked']);
        const agg = await Post.aggregate([
          { $lookup: { from: 'users', localField: 'author', foreignField: '_id', as: 'a' } },
          { $unwind: '$a' },
          { $project: { _id: 0, title: 1, email: '$a.email' } },
        ]);
        expect(agg).toEqual([{ title: 'Hello', email: 'p@x.io' }]);
        await Post.insertMany(Array.from({ length: 250 }, (_, i) => ({ title: `bulk${i}`, likes: i })));
        let n = 0;
        for await (const _doc of Post.find({ likes: { $gte: 0 } }).batchSize(10).cursor()) n++;
        expect(n).toBe(251);
        expect((await Post.deleteMany({ title: /^bulk/ })).deletedCount).toBe(250);
      });
    },
  },
  {
    name: 'mongoose: syncIndexes and transactions on a standalone',
    async run(env) {
      await withConnection(env, async (conn) => {
        const { User } = models(conn);
        await User.init();
        expect(await User.syncIndexes()).toEqual([]);
        const hello = await conn.db!.admin().command({ hello: 1 });
        if (hello.setName) return;
        const session = await conn.startSession();
        try {
          await expect(session.withTransaction(async () => {
            await User.create([{ email: 'tx@x.io' }], { session });
          })).rejects.toThrow();
        } finally {
          await session.endSession();
        }
        expect(await User.countDocuments({ email: 'tx@x.io' })).toBe(0);
      });
    },
  },
  {
    name: 'mongoose: per-user to-do list patterns',
    async run(env) {
      await withConnection(env, async (conn) => {
        const todoSchema = new Schema({
          ownerId: { type: Schema.Types.ObjectId, required: true },
          title: String,
          status: { type: String, enum: ['open', 'done'], default: 'open' },
          order: Number,
          due: Date,
          secret: { type: String, select: false },
          tags: [String],
        }, { timestamps: true });
        todoSchema.index({ ownerId: 1, createdAt: -1 });
        const Todo = conn.model('Todo', todoSchema);
        await Todo.init();
        const alice = new mongoose.Types.ObjectId();
        const bob = new mongoose.Types.ObjectId();
        const now = Date.now();
        await Todo.insertMany([
          { ownerId: alice, title: 'a1', order: 2, due: new Date(now - 1000), secret: 's', tags: ['x'] },
          { ownerId: alice, title: 'a2', order: 1, due: new Date(now + 100000), tags: ['x', 'y'] },
          { ownerId: alice, title: 'a3', order: 3, status: 'done' },
          { ownerId: bob, title: 'b1', order: 1 },
        ]);
        const mine = await Todo.find({ ownerId: alice }).sort({ order: 1 }).lean();
        expect(mine.map((t) => t.title)).toEqual(['a2', 'a1', 'a3']);
        expect(mine[0]).not.toHaveProperty('secret');
        expect((await Todo.findOne({ title: 'a1' }).select('+secret').lean())?.secret).toBe('s');
        expect(await Todo.countDocuments({ ownerId: alice, status: 'open' })).toBe(2);
        expect((await Todo.find({ ownerId: alice, due: { $lt: new Date() } }).lean()).map((t) => t.title)).toEqual(['a1']);
        const byStatus = await Todo.aggregate([
          { $match: { ownerId: alice } },
          { $group: { _id: '$status', count: { $sum: 1 } } },
          { $sort: { _id: 1 } },
        ]);
        expect(byStatus).toEqual([{ _id: 'done', count: 1 }, { _id: 'open', count: 2 }]);
        await Todo.bulkWrite(mine.map((t, i) => ({ updateOne: { filter: { _id: t._id, ownerId: alice }, update: { $set: { order: 10 - i } } } })));
        expect((await Todo.find({ ownerId: alice }).sort({ order: 1 }).lean()).map((t) => t.title)).toEqual(['a3', 'a1', 'a2']);
        await Todo.updateMany({ ownerId: alice }, { $pull: { tags: 'x' } });
        expect((await Todo.findOne({ title: 'a2' }).lean())?.tags).toEqual(['y']);
        const removed = await Todo.findByIdAndDelete(mine[0]._id);
        expect(removed?.title).toBe('a2');
        expect(await Todo.exists({ title: 'a2' })).toBeNull();
        const newest = await Todo.find({ ownerId: alice }).sort({ createdAt: -1, _id: -1 }).limit(1).lean();
        expect(newest).toHaveLength(1);
        await expect(Todo.create({ ownerId: alice, status: 'bogus' as 'open' })).rejects.toThrow(/validation/i);
      });
    },
  },
  {
    // The API's If-Match (api/src/http/preconditions.ts): the version in the filter of the one write, so of writes
    // holding the same version exactly one matches; the others (and a delete with it afterwards) find nothing.
    name: 'mongoose: compare-and-set on updatedAt, concurrent findOneAndUpdate and findOneAndDelete',
    async run(env) {
      await withConnection(env, async (conn) => {
        const { User } = models(conn);
        const user = await User.create({ email: 'cas@x.io', name: 'v1' });
        const seen = user.updatedAt as Date;
        const next = new Date(seen.getTime() + 1);
        const writes = await Promise.all(['a', 'b', 'c', 'd', 'e'].map((name) => User.findOneAndUpdate(
          { _id: user._id, updatedAt: mongoose.trusted({ $in: [seen] }) },
          { $set: { name, updatedAt: next } },
          { returnDocument: 'after', timestamps: false },
        ).lean()));
        const won = writes.filter((w) => w !== null);
        expect(won).toHaveLength(1);
        const stored = await User.findById(user._id).lean();
        expect([stored?.name, stored?.updatedAt]).toEqual([won[0]?.name, next]);
        expect(await User.findOneAndDelete({ _id: user._id, updatedAt: seen }).lean()).toBeNull();
        const deletes = await Promise.all([1, 2, 3].map(() => User.findOneAndDelete({ _id: user._id, updatedAt: next }).lean()));
        expect(deletes.filter((d) => d !== null)).toHaveLength(1);
      });
    },
  },
];
