/** A select's options for projects, by name (the first, empty option is the caller's). */
export function ProjectOptions({ projects }: { projects: { id: string; name: string }[] }) {
  return projects.map((project) => (
    <option key={project.id} value={project.id}>
      {project.name}
    </option>
  ));
}
