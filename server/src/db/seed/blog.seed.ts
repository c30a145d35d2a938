import type { BlogPost } from "../../modules/blog/blog-post.entity";

type BlogSeed = Pick<BlogPost, "title" | "excerpt" | "content" | "image" | "date" | "author">;

const DEFAULT_AUTHOR = "Iron Warrior Team";

export const blogSeeds: BlogSeed[] = [
  {
    title: "Training Through the Monsoon: Staying Consistent When It Pours",
    excerpt:
      "Guwahati's monsoon can wash out a routine for months. Here is how our members keep training when the roads flood and the humidity climbs.",
    content: [
      "Every year from June to September the rain tests our members' habits more than any programme does.\n",
      "1. Fix your training days, not your training times. If Tuesday is a gym day, it stays a gym day even if you come at 9 PM instead of 6 AM.",
      "2. Keep a 20-minute home session ready for the days you truly cannot travel: push-ups, split squats, rows with a backpack and a plank circuit.",
      "3. Drink more than you think. Humidity hides how much you sweat; aim for an extra litre on training days.",
      "4. Dry your gear. Damp shoes and gloves breed fungus; keep a second pair at the gym locker.\n",
      "Consistency beats intensity. A shorter session done is worth more than a perfect session skipped.",
    ].join("\n"),
    image: "/images/blog-monsoon.jpg",
    date: "2026-07-14",
    author: "Rahul Baruah",
  },
  {
    title: "What to Eat Before a Morning Workout: An Assamese Kitchen Guide",
    excerpt:
      "You do not need imported supplements to fuel a 6 AM session. Bananas, chira, eggs and doi from your own kitchen do the job well.",
    content: [
      "Many of our early-morning members train on an empty stomach and run out of energy halfway through.",
      "A light meal 45 to 60 minutes before training makes a visible difference. Good options from a typical Assamese kitchen:",
      "- Chira (flattened rice) soaked in doi with a banana: quick carbohydrates and some protein.",
      "- Two boiled eggs with a slice of bread: protein that sits lightly.",
      "- A handful of peanuts and a cup of black tea if you have only 15 minutes.\n",
      "After training, eat a proper meal within two hours: rice, dal, a portion of fish or chicken and a green vegetable.",
      "Ask any trainer at the front desk for a free diet consultation; it is included with every plan.",
    ].join("\n"),
    image: "/images/blog-nutrition.jpg",
    date: "2026-09-02",
    author: "Dr. Ankita Das",
  },
  {
    title: "Five Mistakes Beginners Make on the Bench Press",
    excerpt:
      "The bench press looks simple, which is why it is so often done wrong. Fix these five habits and your shoulders will thank you.",
    content: [
      "The bench press is the most requested lift on our floor, and the one we correct most often.",
      "Mistake 1: flaring the elbows straight out. Keep them at about 45 to 60 degrees from your body.",
      "Mistake 2: bouncing the bar off the chest. Touch, pause for a moment, then press.",
      "Mistake 3: lifting the hips off the bench. Keep your glutes down and drive through your feet.",
      "Mistake 4: training without a spotter. Ask a trainer or a fellow member; nobody minds.",
      "Mistake 5: benching every day. Your chest and shoulders need 48 hours to recover.\n",
      "Book a free technique session at the front desk and we will film your set and go through it with you.",
    ].join("\n"),
    image: "/images/blog-bench.jpg",
    date: "2026-10-20",
    author: DEFAULT_AUTHOR,
  },
];
